import { Migration } from '@mikro-orm/migrations';

export class Migration20261121115449 extends Migration {

  override name = 'Migration20261121115449';

  override up(): void | Promise<void> {
    this.addSql(`create table "gift_claims" ("key" varchar(100) not null, "user_id" uuid not null, "created_at" timestamptz not null, primary key ("key"));`);

    this.addSql(`create table "mfa_recovery_codes" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "code_hash" varchar(64) not null, "used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "mfa_recovery_codes_user_id_index" on "mfa_recovery_codes" ("user_id");`);
    this.addSql(`alter table "mfa_recovery_codes" add constraint "mfa_recovery_codes_code_hash_unique" unique ("code_hash");`);

    this.addSql(`create table "mfa_challenges" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "method" varchar(20) not null, "expires_at" timestamptz not null, "attempts" int not null default 0, "used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "mfa_challenges_user_id_index" on "mfa_challenges" ("user_id");`);
    this.addSql(`alter table "mfa_challenges" add constraint "mfa_challenges_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "email_verifications" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "email_verifications_user_id_index" on "email_verifications" ("user_id");`);
    this.addSql(`alter table "email_verifications" add constraint "email_verifications_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "users" add "google_sub" varchar(255) null, add "avatar_url" varchar(1024) null, add "mfa_secret" text null, add "mfa_enabled_at" timestamptz null, add "mfa_pending_secret" text null, add "mfa_last_step" bigint null;`);
    this.addSql(`alter table "users" add constraint "users_google_sub_unique" unique ("google_sub");`);

    this.addSql(`alter table "mfa_recovery_codes" add constraint "mfa_recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "mfa_challenges" add constraint "mfa_challenges_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "email_verifications" add constraint "email_verifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    // Accounts made before e-mail verification already received the sign-up gift: count them as
    // verified, and their addresses as having had the gift.
    this.addSql(`update "users" set "email_verified_at" = "created_at" where "email_verified_at" is null;`);
    this.addSql(`insert into "gift_claims" ("key", "user_id", "created_at") select 'email:' || encode(sha256(convert_to("email", 'UTF8')), 'hex'), "id", "created_at" from "users" on conflict do nothing;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "gift_claims" cascade;`);
    this.addSql(`drop table if exists "mfa_recovery_codes" cascade;`);
    this.addSql(`drop table if exists "mfa_challenges" cascade;`);
    this.addSql(`drop table if exists "email_verifications" cascade;`);

    this.addSql(`alter table "users" drop constraint "users_google_sub_unique";`);
    this.addSql(`alter table "users" drop column "google_sub", drop column "avatar_url", drop column "mfa_secret", drop column "mfa_enabled_at", drop column "mfa_pending_secret", drop column "mfa_last_step";`);
  }

}
