import { Migration } from '@mikro-orm/migrations';

/** Counters of rate-limiter-flexible (RateLimiterPostgres), shared by every web process. */
export class Migration20261121101000 extends Migration {
  override name = 'Migration20261121101000';

  override up(): void {
    this.addSql(`create table "rate_limits" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint);`);
  }

  override down(): void {
    this.addSql(`drop table if exists "rate_limits";`);
  }
}
