import { Migration } from '@mikro-orm/migrations';

/** Password recovery links (single use, 1 hour), stored hashed. */
export class Migration20261121111031 extends Migration {

  override name = 'Migration20261121111031';

  override up(): void | Promise<void> {
    this.addSql(`create table "password_resets" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "password_resets_user_id_index" on "password_resets" ("user_id");`);
    this.addSql(`alter table "password_resets" add constraint "password_resets_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "password_resets" add constraint "password_resets_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "password_resets" cascade;`);
  }

}
