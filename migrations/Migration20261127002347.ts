import { Migration } from '@mikro-orm/migrations';

export class Migration20261127002347 extends Migration {

  override name = 'Migration20261127002347';

  override up(): void | Promise<void> {
    this.addSql(`create table "email_changes" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "old_email" varchar(254) not null, "new_email" varchar(254) not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "email_changes_user_id_index" on "email_changes" ("user_id");`);
    this.addSql(`alter table "email_changes" add constraint "email_changes_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "email_changes" add constraint "email_changes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "email_changes" cascade;`);
  }

}
