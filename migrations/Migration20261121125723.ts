import { Migration } from '@mikro-orm/migrations';

export class Migration20261121125723 extends Migration {

  override name = 'Migration20261121125723';

  override up(): void | Promise<void> {
    this.addSql(`alter table "orders" alter column "provider_ref" type varchar(160) using ("provider_ref"::varchar(160));`);

    this.addSql(`alter table "payment_notifications" alter column "provider_ref" type varchar(160) using ("provider_ref"::varchar(160));`);

    this.addSql(`alter table "invoices" alter column "provider_ref" type varchar(160) using ("provider_ref"::varchar(160));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "invoices" alter column "provider_ref" type varchar(120) using ("provider_ref"::varchar(120));`);

    this.addSql(`alter table "orders" alter column "provider_ref" type varchar(120) using ("provider_ref"::varchar(120));`);

    this.addSql(`alter table "payment_notifications" alter column "provider_ref" type varchar(120) using ("provider_ref"::varchar(120));`);
  }

}
