import { Migration } from '@mikro-orm/migrations';

export class Migration20261123144815 extends Migration {

  override name = 'Migration20261123144815';

  override up(): void | Promise<void> {
    this.addSql(`alter table "assets" add "format" text null, add "purpose" text null, add "original_name" varchar(120) null, add "has_alpha" boolean not null default false, add "sha256" varchar(64) null, add "thumb_key" varchar(200) null;`);
    this.addSql(`create index "assets_user_id_sha256_index" on "assets" ("user_id", "sha256");`);
    this.addSql(`alter table "assets" add constraint "assets_format_check" check ("format" in ('png', 'jpeg', 'webp'));`);
    this.addSql(`alter table "assets" add constraint "assets_purpose_check" check ("purpose" in ('image', 'logo', 'avatar', 'digitalme'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "assets_user_id_sha256_index";`);
    this.addSql(`alter table "assets" drop constraint "assets_format_check";`);
    this.addSql(`alter table "assets" drop constraint "assets_purpose_check";`);
    this.addSql(`alter table "assets" drop column "format", drop column "purpose", drop column "original_name", drop column "has_alpha", drop column "sha256", drop column "thumb_key";`);
  }

}
