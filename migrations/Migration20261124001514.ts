import { Migration } from '@mikro-orm/migrations';

export class Migration20261124001514 extends Migration {

  override name = 'Migration20261124001514';

  override up(): void | Promise<void> {
    this.addSql(`alter table "thumbnail_versions" drop constraint "thumbnail_versions_kind_check";`);
    this.addSql(`alter table "thumbnail_versions" add constraint "thumbnail_versions_kind_check" check ("kind" in ('generation', 'modification', 'improvement', 'restore', 'subject', 'duplicate', 'faceswap'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "thumbnail_versions" drop constraint "thumbnail_versions_kind_check";`);
    this.addSql(`alter table "thumbnail_versions" add constraint "thumbnail_versions_kind_check" check ("kind" in ('generation', 'modification', 'improvement', 'restore', 'subject', 'duplicate'));`);
  }

}
