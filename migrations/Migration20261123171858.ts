import { Migration } from '@mikro-orm/migrations';

export class Migration20261123171858 extends Migration {

  override name = 'Migration20261123171858';

  override up(): void | Promise<void> {
    this.addSql(`create table "thumbnail_versions" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "thumbnail_id" uuid not null, "revision" int not null, "design" jsonb not null, "kind" text not null, "jpeg_key" varchar(255) null, "preview_key" varchar(255) null, primary key ("id"));`);
    this.addSql(`alter table "thumbnail_versions" add constraint "thumbnail_versions_thumbnail_id_revision_unique" unique ("thumbnail_id", "revision");`);

    this.addSql(`alter table "thumbnail_versions" add constraint "thumbnail_versions_thumbnail_id_foreign" foreign key ("thumbnail_id") references "thumbnails" ("id") on delete cascade;`);
    this.addSql(`alter table "thumbnail_versions" add constraint "thumbnail_versions_kind_check" check ("kind" in ('generation', 'modification', 'improvement', 'restore', 'subject', 'duplicate'));`);

    // The history's search ignores accents and case (server/studio/history.ts): `unaccent` is a trusted
    // contrib extension (PostgreSQL 13+), shipped by the embedded PostgreSQL and the postgres image.
    this.addSql(`create extension if not exists unaccent;`);

    // Thumbnails drawn before versions were kept list their current picture as their one version.
    this.addSql(`insert into "thumbnail_versions" ("id", "created_at", "updated_at", "thumbnail_id", "revision", "design", "kind", "jpeg_key", "preview_key")
      select gen_random_uuid(), coalesce(t."ready_at", t."created_at"), now(), t."id", t."revision", t."design",
        case when t."revision" = 0 then 'generation'
             when exists (select 1 from "generation_jobs" j where j."thumbnail_id" = t."id" and j."kind" = 'modify' and j."status" = 'succeeded') then 'modification'
             else 'improvement' end,
        t."jpeg_key", t."preview_key"
      from "thumbnails" t
      where t."status" = 'ready' and t."jpeg_key" is not null and t."design" is not null;`);
  }

  override down(): void | Promise<void> {
    // The unaccent extension stays: dropping it could break a query of another part using it.
    this.addSql(`drop table if exists "thumbnail_versions" cascade;`);
  }

}
