import { Migration } from '@mikro-orm/migrations';

export class Migration20261124004322 extends Migration {

  override name = 'Migration20261124004322';

  override up(): void | Promise<void> {
    this.addSql(`create table "privacy_requests" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid null, "kind" text not null, "email_hash" varchar(64) not null, "requested_at" timestamptz not null, "answered_at" timestamptz null, "detail" jsonb null, primary key ("id"));`);
    this.addSql(`create index "privacy_requests_user_id_index" on "privacy_requests" ("user_id");`);
    this.addSql(`create index "privacy_requests_requested_at_index" on "privacy_requests" ("requested_at");`);

    this.addSql(`alter table "privacy_requests" add constraint "privacy_requests_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "privacy_requests" add constraint "privacy_requests_kind_check" check ("kind" in ('closure', 'digitalme_erasure', 'export'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "privacy_requests" cascade;`);
  }

}
