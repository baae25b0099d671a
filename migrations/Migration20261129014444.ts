import { Migration } from '@mikro-orm/migrations';

// Each photo analysed once: the analyses kept on the assets (an upload's `vision`, a cut-out's `face`)
// move to their own table, owned by server/vision, one row per photo, kind and model version.

/** server/vision/analysis-versions.ts LEGACY_VERSION, written here as it is today. */
const LEGACY = 'legacy';

export class Migration20261129014444 extends Migration {

  override name = 'Migration20261129014444';

  override up(): void | Promise<void> {
    this.addSql(`create table "photo_analyses" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "source_id" uuid not null, "kind" text not null, "version" varchar(200) not null, "file_id" uuid null, "data" jsonb not null, primary key ("id"));`);
    this.addSql(`create index "photo_analyses_user_id_index" on "photo_analyses" ("user_id");`);
    this.addSql(`create index "photo_analyses_file_id_index" on "photo_analyses" ("file_id");`);
    this.addSql(`create index "photo_analyses_kind_version_index" on "photo_analyses" ("kind", "version");`);
    this.addSql(`alter table "photo_analyses" add constraint "photo_analyses_source_id_kind_version_unique" unique ("source_id", "kind", "version");`);

    this.addSql(`alter table "assets" drop constraint "assets_kind_check";`);
    this.addSql(`alter table "assets" add constraint "assets_kind_check" check ("kind" in ('ai-background', 'ai-subject', 'upload', 'logo', 'cutout', 'upscaled'));`);

    this.addSql(`alter table "photo_analyses" add constraint "photo_analyses_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "photo_analyses" add constraint "photo_analyses_source_id_foreign" foreign key ("source_id") references "assets" ("id") on delete cascade;`);
    this.addSql(`alter table "photo_analyses" add constraint "photo_analyses_file_id_foreign" foreign key ("file_id") references "assets" ("id") on delete cascade;`);
    this.addSql(`alter table "photo_analyses" add constraint "photo_analyses_kind_check" check ("kind" in ('cutout', 'face', 'upscale'));`);

    // What the assets held carried over, marked with the legacy version (server/vision/analysis-versions.ts):
    // the next use of each photo analyses it again with the current models, and the daily retention pass
    // deletes these once no design draws them. An upload's analysis (its role and faces) becomes its
    // face analysis, without the face's height (the mesh never measured it).
    this.addSql(`insert into "photo_analyses" ("id", "created_at", "updated_at", "user_id", "source_id", "kind", "version", "file_id", "data")
      select gen_random_uuid(), now(), now(), "user_id", "id", 'face', '${LEGACY}', null, "vision" || '{"faceHeight": null}'::jsonb
      from "assets" where "vision" is not null;`);
    // Each cut-out (one per photo was made: the newest if a race made two), with the face it held; which
    // part of the photo it showed was not kept.
    this.addSql(`insert into "photo_analyses" ("id", "created_at", "updated_at", "user_id", "source_id", "kind", "version", "file_id", "data")
      select distinct on (c."derived_from") gen_random_uuid(), c."created_at", now(), c."user_id", c."derived_from", 'cutout', '${LEGACY}', c."id", jsonb_build_object('face', c."face", 'source', null)
      from "assets" c join "assets" s on s."id" = c."derived_from" and s."user_id" = c."user_id"
      where c."kind" = 'cutout' and c."derived_from" is not null
      order by c."derived_from", c."created_at" desc;`);
    this.addSql(`update "assets" set "face" = null where "id" in (select "file_id" from "photo_analyses" where "kind" = 'cutout');`);
    this.addSql(`alter table "assets" drop column "vision";`);
  }

  override down(): void | Promise<void> {
    // Back to the assets' own columns: the newest face analysis of each upload, each cut-out's face.
    this.addSql(`alter table "assets" add "vision" jsonb null;`);
    this.addSql(`update "assets" a set "vision" = f."data" - 'faceHeight' from (select distinct on ("source_id") "source_id", "data" from "photo_analyses" where "kind" = 'face' order by "source_id", "created_at" desc) f where f."source_id" = a."id";`);
    this.addSql(`update "assets" a set "face" = c."data"->'face' from "photo_analyses" c where c."kind" = 'cutout' and c."file_id" = a."id" and jsonb_typeof(c."data"->'face') = 'object';`);
    this.addSql(`delete from "assets" where "kind" = 'upscaled';`);
    this.addSql(`drop table if exists "photo_analyses" cascade;`);

    this.addSql(`alter table "assets" drop constraint "assets_kind_check";`);
    this.addSql(`alter table "assets" add constraint "assets_kind_check" check ("kind" in ('ai-background', 'ai-subject', 'upload', 'logo', 'cutout'));`);
  }

}
