import { Migration } from '@mikro-orm/migrations';

export class Migration20261123122554 extends Migration {

  override name = 'Migration20261123122554';

  override up(): void | Promise<void> {
    // Every key so far kept its private half in clear: a database dump could mint tokens with it. They
    // go, private halves included (tokens they signed stop verifying: browsers renew with their refresh
    // token), and the next token is signed by a new key, stored sealed.
    this.addSql(`delete from "signing_keys";`);
    this.addSql(`alter table "signing_keys" drop column "private_jwk";`);
    this.addSql(`alter table "signing_keys" add "private_key_sealed" text not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "signing_keys" drop column "private_key_sealed";`);
    this.addSql(`delete from "signing_keys";`);
    this.addSql(`alter table "signing_keys" add "private_jwk" jsonb not null;`);
  }

}
