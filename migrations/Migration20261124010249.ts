import { Migration } from '@mikro-orm/migrations';

export class Migration20261124010249 extends Migration {

  override name = 'Migration20261124010249';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "reuse_opt_out_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "reuse_opt_out_at";`);
  }

}
