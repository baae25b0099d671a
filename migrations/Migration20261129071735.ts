import { Migration } from '@mikro-orm/migrations';

// A DigitalMe's identity reference is dlib's 128-d descriptor alone (issue 32): the column is named for
// it. A reference still holding Human's 1024-d faceres embedding (a set built from photos measured before
// descriptors) means nothing to the product any more and is emptied; the `digitalme.backfill-descriptors`
// job, queued at the worker's start, measures those photos again and writes the set's reference anew.
// Each photo's stored measures lose their faceres embedding too: biometric data nothing reads any more.
export class Migration20261129071735 extends Migration {

  override name = 'Migration20261129071735';

  override up(): void | Promise<void> {
    this.addSql(`alter table "digital_mes" rename column "embedding" to "descriptor";`);
    this.addSql(`update "digital_mes" set "descriptor" = null where "descriptor" is not null and case when jsonb_typeof("descriptor") = 'array' then jsonb_array_length("descriptor") <> 128 else true end;`);
    this.addSql(`update "digital_me_photos" set "facts" = "facts" - 'embedding' where "facts" -> 'embedding' is not null;`);
  }

  override down(): void | Promise<void> {
    // The emptied 1024-d embeddings cannot come back: those sets keep no reference, as before a build.
    this.addSql(`alter table "digital_mes" rename column "descriptor" to "embedding";`);
  }

}
