import { Migration } from '@mikro-orm/migrations';

export class Migration20261127002223 extends Migration {

  override name = 'Migration20261127002223';

  override up(): void | Promise<void> {
    this.addSql(`create table "team_members" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "owner_id" uuid not null, "member_id" uuid not null, primary key ("id"));`);
    this.addSql(`create index "team_members_owner_id_index" on "team_members" ("owner_id");`);
    this.addSql(`alter table "team_members" add constraint "team_members_member_id_unique" unique ("member_id");`);

    this.addSql(`create table "team_invitations" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "owner_id" uuid not null, "email" varchar(254) not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "accepted_at" timestamptz null, "revoked_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "team_invitations_owner_id_index" on "team_invitations" ("owner_id");`);
    this.addSql(`alter table "team_invitations" add constraint "team_invitations_token_hash_unique" unique ("token_hash");`);

    this.addSql(`drop trigger if exists "credit_entries_append_only" on "credit_entries";`);
    this.addSql(`drop function if exists "credit_entries_credit_entries_append_only_fn"();`);
    this.addSql(`alter table "credit_entries" add "actor_id" uuid null;`);
    // Every movement so far was the user's own (teams did not exist): say so, while the trigger is off.
    this.addSql(`update "credit_entries" set "actor_id" = "user_id" where "kind" in ('grant', 'spend', 'refund');`);
    this.addSql(`alter table "credit_entries" add constraint "credit_entries_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`);
    this.addSql(`create index "credit_entries_actor_id_index" on "credit_entries" ("actor_id");`);
    this.addSql(`create or replace function "credit_entries_credit_entries_append_only_fn"() returns trigger as \$\$ begin if tg_op = 'DELETE' and pg_trigger_depth() > 1 then return old; end if; if tg_op = 'UPDATE' and pg_trigger_depth() > 1 and new.actor_id is null and (to_jsonb(new) - 'actor_id') = (to_jsonb(old) - 'actor_id') then return new; end if; raise exception 'credit_entries is append-only (% refused)', tg_op using errcode = 'P0001'; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "credit_entries_append_only" BEFORE UPDATE OR DELETE on "credit_entries" for each ROW execute function "credit_entries_credit_entries_append_only_fn"();`);

    this.addSql(`alter table "team_members" add constraint "team_members_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "team_members" add constraint "team_members_member_id_foreign" foreign key ("member_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "team_invitations" add constraint "team_invitations_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "team_members" cascade;`);
    this.addSql(`drop table if exists "team_invitations" cascade;`);

    this.addSql(`alter table "credit_entries" drop constraint "credit_entries_actor_id_foreign";`);

    this.addSql(`drop index "credit_entries_actor_id_index";`);
    this.addSql(`drop trigger if exists "credit_entries_append_only" on "credit_entries";`);
    this.addSql(`drop function if exists "credit_entries_credit_entries_append_only_fn"();`);
    this.addSql(`alter table "credit_entries" drop column "actor_id";`);
    this.addSql(`create or replace function "credit_entries_credit_entries_append_only_fn"() returns trigger as \$\$ begin if tg_op = 'DELETE' and pg_trigger_depth() > 1 then return old; end if; raise exception 'credit_entries is append-only (% refused)', tg_op using errcode = 'P0001'; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "credit_entries_append_only" BEFORE UPDATE OR DELETE on "credit_entries" for each ROW execute function "credit_entries_credit_entries_append_only_fn"();`);
  }

}
