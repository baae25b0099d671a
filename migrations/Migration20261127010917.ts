import { Migration } from '@mikro-orm/migrations';

export class Migration20261127010917 extends Migration {

  override name = 'Migration20261127010917';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "google_unlinked_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "google_unlinked_at";`);
  }

}
