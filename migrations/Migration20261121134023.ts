import { Migration } from '@mikro-orm/migrations';

export class Migration20261121134023 extends Migration {

  override name = 'Migration20261121134023';

  override up(): void | Promise<void> {
    this.addSql(`create table "thumbnail_exports" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "thumbnail_id" uuid not null, "format" text not null, "revision" int not null, "status" text not null default 'queued', "key" varchar(200) null, "width" int null, "height" int null, "bytes" int null, "error" varchar(500) null, "ready_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "thumbnail_exports_user_id_index" on "thumbnail_exports" ("user_id");`);
    this.addSql(`alter table "thumbnail_exports" add constraint "thumbnail_exports_thumbnail_id_format_revision_unique" unique ("thumbnail_id", "format", "revision");`);

    this.addSql(`create table "assets" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "kind" text not null, "key" varchar(200) not null, "width" int not null, "height" int not null, "bytes" int not null, primary key ("id"));`);
    this.addSql(`create index "assets_user_id_index" on "assets" ("user_id");`);

    this.addSql(`alter table "thumbnails" add "revision" int not null default 0, add "score" jsonb null, add "engine" varchar(16) not null default 'local';`);

    this.addSql(`alter table "thumbnail_exports" add constraint "thumbnail_exports_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "thumbnail_exports" add constraint "thumbnail_exports_thumbnail_id_foreign" foreign key ("thumbnail_id") references "thumbnails" ("id") on delete cascade;`);
    this.addSql(`alter table "thumbnail_exports" add constraint "thumbnail_exports_format_check" check ("format" in ('4k', 'story', 'square'));`);
    this.addSql(`alter table "thumbnail_exports" add constraint "thumbnail_exports_status_check" check ("status" in ('queued', 'rendering', 'ready', 'failed'));`);

    this.addSql(`alter table "assets" add constraint "assets_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "assets" add constraint "assets_kind_check" check ("kind" in ('ai-background', 'ai-subject', 'upload', 'logo'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "thumbnail_exports" cascade;`);
    this.addSql(`drop table if exists "assets" cascade;`);

    this.addSql(`alter table "thumbnails" drop column "revision", drop column "score", drop column "engine";`);
  }

}
