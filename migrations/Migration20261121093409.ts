import { Migration } from '@mikro-orm/migrations';

export class Migration20261121093409 extends Migration {

  override name = 'Migration20261121093409';

  override up(): void | Promise<void> {
    this.addSql(`create table "signing_keys" ("kid" varchar(64) not null, "alg" varchar(16) not null, "private_jwk" jsonb not null, "public_jwk" jsonb not null, "created_at" timestamptz not null, "retired_at" timestamptz null, primary key ("kid"));`);

    this.addSql(`create table "users" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "email" varchar(254) not null, "name" varchar(80) not null, "password_hash" varchar(255) null, "email_verified_at" timestamptz null, "last_sign_in_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(`create table "thumbnails" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "title" varchar(200) not null, "prompt" text not null, "style" varchar(16) not null, "seed" int not null, "status" text not null default 'queued', "design" jsonb null, "jpeg_key" varchar(255) null, "preview_key" varchar(255) null, "width" int null, "height" int null, "bytes" int null, "error" varchar(500) null, "ready_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "thumbnails_user_id_created_at_index" on "thumbnails" ("user_id", "created_at");`);
    this.addSql(`alter table "thumbnails" add constraint "thumbnails_status_check" check ("status" in ('queued', 'rendering', 'ready', 'failed'));`);

    this.addSql(`create table "sessions" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "user_agent" varchar(512) null, "ip" varchar(64) null, "last_used_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "revoked_reason" varchar(64) null, primary key ("id"));`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);

    this.addSql(`create table "refresh_tokens" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "session_id" uuid not null, "token_hash" varchar(64) not null, "used_at" timestamptz null, "expires_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "refresh_tokens_session_id_index" on "refresh_tokens" ("session_id");`);
    this.addSql(`alter table "refresh_tokens" add constraint "refresh_tokens_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "generation_jobs" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "thumbnail_id" uuid not null, "kind" varchar(32) not null, "status" text not null default 'queued', "credits" int not null, "attempts" int not null default 0, "error" varchar(500) null, "started_at" timestamptz null, "finished_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "generation_jobs_user_id_index" on "generation_jobs" ("user_id");`);
    this.addSql(`create index "generation_jobs_thumbnail_id_index" on "generation_jobs" ("thumbnail_id");`);
    this.addSql(`alter table "generation_jobs" add constraint "generation_jobs_status_check" check ("status" in ('queued', 'running', 'succeeded', 'failed'));`);

    this.addSql(`create table "credit_entries" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "kind" text not null, "amount" int not null, "grant_id" uuid null, "reason" varchar(32) not null, "reference" varchar(80) null, "expires_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "credit_entries_grant_id_index" on "credit_entries" ("grant_id");`);
    this.addSql(`create index "credit_entries_user_id_kind_expires_at_index" on "credit_entries" ("user_id", "kind", "expires_at");`);
    this.addSql(`create index "credit_entries_reference_index" on "credit_entries" ("reference");`);
    this.addSql(`alter table "credit_entries" add constraint "credit_entries_kind_check" check ("kind" in ('grant', 'spend', 'refund'));`);

    this.addSql(`alter table "thumbnails" add constraint "thumbnails_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "refresh_tokens" add constraint "refresh_tokens_session_id_foreign" foreign key ("session_id") references "sessions" ("id") on delete cascade;`);

    this.addSql(`alter table "generation_jobs" add constraint "generation_jobs_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "generation_jobs" add constraint "generation_jobs_thumbnail_id_foreign" foreign key ("thumbnail_id") references "thumbnails" ("id") on delete cascade;`);

    this.addSql(`alter table "credit_entries" add constraint "credit_entries_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "credit_entries" add constraint "credit_entries_grant_id_foreign" foreign key ("grant_id") references "credit_entries" ("id") on delete set null;`);
  }

}
