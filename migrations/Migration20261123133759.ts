import { Migration } from '@mikro-orm/migrations';

export class Migration20261123133759 extends Migration {

  override name = 'Migration20261123133759';

  override up(): void | Promise<void> {
    this.addSql(`create table "sign_in_paces" ("key" varchar(128) not null, "next_at" timestamptz not null, primary key ("key"));`);

    this.addSql(`alter table "sign_in_codes" add "challenge_hash" varchar(64) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sign_in_paces" cascade;`);

    this.addSql(`alter table "sign_in_codes" drop column "challenge_hash";`);
  }

}
