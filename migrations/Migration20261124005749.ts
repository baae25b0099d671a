import { Migration } from '@mikro-orm/migrations';

export class Migration20261124005749 extends Migration {

  override name = 'Migration20261124005749';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "inactivity_warned_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "inactivity_warned_at";`);
  }

}
