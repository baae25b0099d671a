import { Migration } from '@mikro-orm/migrations';

export class Migration20261124005353 extends Migration {

  override name = 'Migration20261124005353';

  override up(): void | Promise<void> {
    this.addSql(`create table "data_exports" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "status" text not null default 'pending', "progress" int not null default 0, "file_key" varchar(200) null, "bytes" int null, "ready_at" timestamptz null, "expires_at" timestamptz null, "error" varchar(300) null, primary key ("id"));`);
    this.addSql(`create index "data_exports_user_id_index" on "data_exports" ("user_id");`);

    this.addSql(`alter table "data_exports" add constraint "data_exports_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "data_exports" add constraint "data_exports_status_check" check ("status" in ('pending', 'running', 'ready', 'failed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "data_exports" cascade;`);
  }

}
