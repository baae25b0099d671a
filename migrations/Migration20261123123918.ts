import { Migration } from '@mikro-orm/migrations';

export class Migration20261123123918 extends Migration {

  override name = 'Migration20261123123918';

  override up(): void | Promise<void> {
    this.addSql(`create table "refused_notifications" ("id" uuid not null, "provider" varchar(16) not null, "ip" varchar(64) not null, "reason" varchar(32) not null, "count" int not null default 1, "first_at" timestamptz not null, "last_at" timestamptz not null, "sample" text not null, "sample_headers" jsonb not null, primary key ("id"));`);
    this.addSql(`create index "refused_notifications_last_at_index" on "refused_notifications" ("last_at");`);
    this.addSql(`alter table "refused_notifications" add constraint "refused_notifications_provider_ip_reason_unique" unique ("provider", "ip", "reason");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "refused_notifications" cascade;`);
  }

}
