import { Migration } from '@mikro-orm/migrations';

export class Migration20261128045653 extends Migration {

  override name = 'Migration20261128045653';

  override up(): void | Promise<void> {
    this.addSql(`alter table "thumbnails" add "request_id" uuid null;`);
    this.addSql(`alter table "thumbnails" add constraint "thumbnails_user_id_request_id_variant_unique" unique ("user_id", "request_id", "variant");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "thumbnails" drop constraint "thumbnails_user_id_request_id_variant_unique";`);
    this.addSql(`alter table "thumbnails" drop column "request_id";`);
  }

}
