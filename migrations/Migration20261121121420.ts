import { Migration } from '@mikro-orm/migrations';

export class Migration20261121121420 extends Migration {

  override name = 'Migration20261121121420';

  override up(): void | Promise<void> {
    this.addSql(`alter table "mfa_challenges" add "pending_password_hash" varchar(255) null;`);

    this.addSql(`alter table "email_verifications" add "name" varchar(80) null, add "password_hash" varchar(255) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "email_verifications" drop column "name", drop column "password_hash";`);

    this.addSql(`alter table "mfa_challenges" drop column "pending_password_hash";`);
  }

}
