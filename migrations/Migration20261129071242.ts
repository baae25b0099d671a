import { Migration } from '@mikro-orm/migrations';

// DigitalMe expressions are read from the face mesh (issue 32): « neutral » joins the set, « angry »
// leaves it (the mesh reads a frown, which is « serious »). A photo the emotion model called angry
// becomes serious, anger's nearest expression in the new set (the same lowered brows), so the new
// check holds; the job digitalme.backfill-descriptors then measures every stored photo again and
// reads its expression from the mesh (server/digitalme/jobs/backfill-descriptors.ts, expressionStep).

export class Migration20261129071242 extends Migration {

  override name = 'Migration20261129071242';

  override up(): void | Promise<void> {
    this.addSql(`alter table "digital_me_photos" drop constraint "digital_me_photos_expression_check";`);
    this.addSql(`update "digital_me_photos" set "expression" = 'serious' where "expression" = 'angry';`);
    this.addSql(`alter table "digital_me_photos" add constraint "digital_me_photos_expression_check" check ("expression" in ('smiling', 'surprised', 'serious', 'shocked', 'sad', 'neutral'));`);
  }

  override down(): void | Promise<void> {
    // The old set had no neutral face: the emotion model's « neutral » was stored as serious.
    this.addSql(`alter table "digital_me_photos" drop constraint "digital_me_photos_expression_check";`);
    this.addSql(`update "digital_me_photos" set "expression" = 'serious' where "expression" = 'neutral';`);
    this.addSql(`alter table "digital_me_photos" add constraint "digital_me_photos_expression_check" check ("expression" in ('smiling', 'surprised', 'serious', 'shocked', 'sad', 'angry'));`);
  }

}
