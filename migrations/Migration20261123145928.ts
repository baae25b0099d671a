import { Migration } from '@mikro-orm/migrations';

export class Migration20261123145928 extends Migration {

  override name = 'Migration20261123145928';

  override up(): void | Promise<void> {
    this.addSql(`alter table "thumbnails" add "mode" varchar(16) not null default 'titre', add "images" jsonb not null default '[]', add "stage" varchar(16) not null default 'queued', add "proposals" jsonb not null default '[]', add "batch" uuid null, add "variant" int not null default 0, add "options" jsonb not null default '{}';`);

    this.addSql(`alter table "assets" drop constraint "assets_kind_check";`);
    this.addSql(`alter table "assets" add "derived_from" uuid null, add "face" jsonb null;`);
    this.addSql(`create index "assets_derived_from_index" on "assets" ("derived_from");`);
    this.addSql(`alter table "assets" add constraint "assets_kind_check" check ("kind" in ('ai-background', 'ai-subject', 'upload', 'logo', 'cutout'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "assets_derived_from_index";`);
    this.addSql(`alter table "assets" drop constraint "assets_kind_check";`);
    this.addSql(`alter table "assets" drop column "derived_from", drop column "face";`);
    this.addSql(`alter table "assets" add constraint "assets_kind_check" check ("kind" in ('ai-background', 'ai-subject', 'upload', 'logo'));`);

    this.addSql(`alter table "thumbnails" drop column "mode", drop column "images", drop column "stage", drop column "proposals", drop column "batch", drop column "variant", drop column "options";`);
  }

}
