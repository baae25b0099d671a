import { Migration } from '@mikro-orm/migrations';

export class Migration20261123164655 extends Migration {

  override name = 'Migration20261123164655';

  override up(): void | Promise<void> {
    this.addSql(`alter table "assets" add "vision" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "assets" drop column "vision";`);
  }

}
