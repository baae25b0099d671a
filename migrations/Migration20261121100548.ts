import { Migration } from '@mikro-orm/migrations';

/** The credit ledger becomes append-only in the database (trigger declared on the CreditEntry entity). */
export class Migration20261121100548 extends Migration {

  override name = 'Migration20261121100548';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function "credit_entries_credit_entries_append_only_fn"() returns trigger as \$\$ begin if tg_op = 'DELETE' and pg_trigger_depth() > 1 then return old; end if; raise exception 'credit_entries is append-only (% refused)', tg_op using errcode = 'P0001'; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "credit_entries_append_only" BEFORE UPDATE OR DELETE on "credit_entries" for each ROW execute function "credit_entries_credit_entries_append_only_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "credit_entries_append_only" on "credit_entries";`);
    this.addSql(`drop function if exists "credit_entries_credit_entries_append_only_fn"();`);
  }

}
