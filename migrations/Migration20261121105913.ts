import { Migration } from '@mikro-orm/migrations';

/** The e-mail outbox: every message, written with the action that causes it, delivered by `mail.send`. */
export class Migration20261121105913 extends Migration {

  override name = 'Migration20261121105913';

  override up(): void | Promise<void> {
    this.addSql(`create table "mail_messages" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "to" varchar(254) not null, "kind" varchar(32) not null, "subject" varchar(200) not null, "text" text not null, "html" text not null, "status" text not null default 'queued', "transport" varchar(16) null, "attempts" int not null default 0, "error" varchar(500) null, "sent_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "mail_messages_to_created_at_index" on "mail_messages" ("to", "created_at");`);

    this.addSql(`alter table "mail_messages" add constraint "mail_messages_status_check" check ("status" in ('queued', 'sent', 'stored', 'failed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "mail_messages" cascade;`);
  }

}
