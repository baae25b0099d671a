import { Migration } from '@mikro-orm/migrations';

export class Migration20261124010608 extends Migration {

  override name = 'Migration20261124010608';

  override up(): void | Promise<void> {
    this.addSql(`create table "support_requests" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid null, "name" varchar(80) not null, "email" varchar(254) not null, "subject" varchar(120) not null, "message" text not null, "thumbnail_id" uuid null, "priority" boolean not null default false, "answer" text null, "answered_at" timestamptz null, "answered_by" varchar(80) null, primary key ("id"));`);
    this.addSql(`create index "support_requests_user_id_index" on "support_requests" ("user_id");`);
    this.addSql(`create index "support_requests_created_at_index" on "support_requests" ("created_at");`);
    this.addSql(`create index "support_requests_answered_at_index" on "support_requests" ("answered_at");`);

    this.addSql(`alter table "support_requests" add constraint "support_requests_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "support_requests" add constraint "support_requests_thumbnail_id_foreign" foreign key ("thumbnail_id") references "thumbnails" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "support_requests" cascade;`);
  }

}
