import { Migration } from '@mikro-orm/migrations';

export class Migration20261123150453 extends Migration {

  override name = 'Migration20261123150453';

  override up(): void | Promise<void> {
    this.addSql(`create table "brand_kits" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "logo_id" uuid null, "logo_corner" text not null default 'top-right', "logo_size" real not null default 0.1, "colors" jsonb not null default '[]', "font" text null, "channel" varchar(40) not null default '', "enabled" boolean not null default true, primary key ("id"));`);
    this.addSql(`alter table "brand_kits" add constraint "brand_kits_user_id_unique" unique ("user_id");`);
    this.addSql(`create index "brand_kits_logo_id_index" on "brand_kits" ("logo_id");`);

    this.addSql(`alter table "brand_kits" add constraint "brand_kits_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "brand_kits" add constraint "brand_kits_logo_id_foreign" foreign key ("logo_id") references "assets" ("id") on delete set null;`);
    this.addSql(`alter table "brand_kits" add constraint "brand_kits_logo_corner_check" check ("logo_corner" in ('top-left', 'top-right', 'bottom-left'));`);
    this.addSql(`alter table "brand_kits" add constraint "brand_kits_font_check" check ("font" in ('Anton', 'Oswald', 'Montserrat', 'Fredoka', 'Russo One', 'Archivo Black', 'Inter'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "brand_kits" cascade;`);
  }

}
