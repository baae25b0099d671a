import { Migration } from '@mikro-orm/migrations';

export class Migration20261123204200 extends Migration {

  override name = 'Migration20261123204200';

  override up(): void | Promise<void> {
    this.addSql(`create table "digital_mes" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "status" text not null default 'collecting', "consent_at" timestamptz not null, "consent_version" varchar(20) not null, "progress" int not null default 0, "revision" int not null default 0, "embedding" jsonb null, "central_photo" uuid null, "ready_at" timestamptz null, "error" varchar(500) null, primary key ("id"));`);
    this.addSql(`alter table "digital_mes" add constraint "digital_mes_user_id_unique" unique ("user_id");`);

    this.addSql(`create table "digital_me_photos" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "digital_me_id" uuid not null, "user_id" uuid not null, "asset_id" uuid not null, "status" text not null default 'checking', "reason" text null, "facts" jsonb null, "expression" text null, "similarity" real null, "face_key" varchar(200) null, "cutout_id" uuid null, "best" boolean not null default false, primary key ("id"));`);
    this.addSql(`create index "digital_me_photos_digital_me_id_index" on "digital_me_photos" ("digital_me_id");`);
    this.addSql(`create index "digital_me_photos_user_id_index" on "digital_me_photos" ("user_id");`);
    this.addSql(`create index "digital_me_photos_asset_id_index" on "digital_me_photos" ("asset_id");`);
    this.addSql(`create index "digital_me_photos_cutout_id_index" on "digital_me_photos" ("cutout_id");`);

    this.addSql(`alter table "digital_mes" add constraint "digital_mes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "digital_mes" add constraint "digital_mes_status_check" check ("status" in ('collecting', 'processing', 'ready', 'failed'));`);

    this.addSql(`alter table "digital_me_photos" add constraint "digital_me_photos_digital_me_id_foreign" foreign key ("digital_me_id") references "digital_mes" ("id") on delete cascade;`);
    this.addSql(`alter table "digital_me_photos" add constraint "digital_me_photos_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "digital_me_photos" add constraint "digital_me_photos_asset_id_foreign" foreign key ("asset_id") references "assets" ("id") on delete cascade;`);
    this.addSql(`alter table "digital_me_photos" add constraint "digital_me_photos_cutout_id_foreign" foreign key ("cutout_id") references "assets" ("id") on delete set null;`);
    this.addSql(`alter table "digital_me_photos" add constraint "digital_me_photos_status_check" check ("status" in ('checking', 'accepted', 'refused'));`);
    this.addSql(`alter table "digital_me_photos" add constraint "digital_me_photos_reason_check" check ("reason" in ('not_image', 'too_small', 'no_face', 'several_faces', 'face_too_small', 'too_dark', 'overexposed', 'blurry', 'turned', 'eyes_hidden', 'duplicate', 'other_person'));`);
    this.addSql(`alter table "digital_me_photos" add constraint "digital_me_photos_expression_check" check ("expression" in ('smiling', 'surprised', 'serious', 'shocked', 'sad', 'angry'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "digital_me_photos" drop constraint "digital_me_photos_digital_me_id_foreign";`);

    this.addSql(`drop table if exists "digital_mes" cascade;`);
    this.addSql(`drop table if exists "digital_me_photos" cascade;`);
  }

}
