import { Migration } from '@mikro-orm/migrations';

export class Migration20261127003437 extends Migration {

  override name = 'Migration20261127003437';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "avatar_asset_id" uuid null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "avatar_asset_id";`);
  }

}
