import { Migration } from '@mikro-orm/migrations';

/** Sign-in codes sent by e-mail (6 digits, 10 minutes, 5 attempts, single use), stored hashed. */
export class Migration20261121110345 extends Migration {

  override name = 'Migration20261121110345';

  override up(): void | Promise<void> {
    this.addSql(`create table "sign_in_codes" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "email" varchar(254) not null, "code_hash" varchar(64) not null, "expires_at" timestamptz not null, "attempts" int not null default 0, "used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "sign_in_codes_email_created_at_index" on "sign_in_codes" ("email", "created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sign_in_codes" cascade;`);
  }

}
