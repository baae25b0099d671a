import { Migration } from '@mikro-orm/migrations';

export class Migration20261128072932 extends Migration {

  override name = 'Migration20261128072932';

  override up(): void | Promise<void> {
    this.addSql(`alter table "generation_jobs" alter column "kind" type text using ("kind"::text);`);
    this.addSql(`alter table "generation_jobs" add constraint "generation_jobs_kind_check" check ("kind" in ('generate', 'modify', 'faceswap'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "generation_jobs" drop constraint "generation_jobs_kind_check";`);
    this.addSql(`alter table "generation_jobs" alter column "kind" type varchar(32) using ("kind"::varchar(32));`);
  }

}
