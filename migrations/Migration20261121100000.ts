import { Migration } from '@mikro-orm/migrations';

/**
 * The credit ledger is append-only (DECISIONS.md « Credits »): the database itself refuses any UPDATE,
 * and any DELETE except the cascade from deleting the user's account (account erasure).
 */
export class Migration20261121100000 extends Migration {
  override name = 'Migration20261121100000';

  override up(): void {
    this.addSql(`create function credit_entries_append_only() returns trigger language plpgsql as $$
begin
  -- depth 1: a statement on the ledger itself; deeper: the ON DELETE CASCADE from users
  if tg_op = 'DELETE' and pg_trigger_depth() > 1 then
    return old;
  end if;
  raise exception 'credit_entries is append-only (% refused)', tg_op using errcode = 'P0001';
end;
$$;`);
    this.addSql(`create trigger credit_entries_append_only before update or delete on "credit_entries" for each row execute function credit_entries_append_only();`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists credit_entries_append_only on "credit_entries";`);
    this.addSql(`drop function if exists credit_entries_append_only();`);
  }
}
