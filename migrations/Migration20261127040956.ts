import { Migration } from '@mikro-orm/migrations';

export class Migration20261127040956 extends Migration {

  override name = 'Migration20261127040956';

  override up(): void | Promise<void> {
    this.addSql(`create index "thumbnails_jpeg_key_index" on "thumbnails" ("jpeg_key");`);
    this.addSql(`create index "thumbnails_preview_key_index" on "thumbnails" ("preview_key");`);

    this.addSql(`create index "thumbnail_versions_jpeg_key_index" on "thumbnail_versions" ("jpeg_key");`);
    this.addSql(`create index "thumbnail_versions_preview_key_index" on "thumbnail_versions" ("preview_key");`);

    this.addSql(`create index "thumbnail_exports_key_index" on "thumbnail_exports" ("key");`);

    this.addSql(`create index "invoices_pdf_key_index" on "invoices" ("pdf_key");`);

    this.addSql(`create index "data_exports_file_key_index" on "data_exports" ("file_key");`);

    this.addSql(`create index "assets_key_index" on "assets" ("key");`);
    this.addSql(`create index "assets_thumb_key_index" on "assets" ("thumb_key");`);

    this.addSql(`create index "digital_me_photos_face_key_index" on "digital_me_photos" ("face_key");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "assets_key_index";`);
    this.addSql(`drop index "assets_thumb_key_index";`);

    this.addSql(`drop index "data_exports_file_key_index";`);

    this.addSql(`drop index "digital_me_photos_face_key_index";`);

    this.addSql(`drop index "invoices_pdf_key_index";`);

    this.addSql(`drop index "thumbnail_exports_key_index";`);

    this.addSql(`drop index "thumbnail_versions_jpeg_key_index";`);
    this.addSql(`drop index "thumbnail_versions_preview_key_index";`);

    this.addSql(`drop index "thumbnails_jpeg_key_index";`);
    this.addSql(`drop index "thumbnails_preview_key_index";`);
  }

}
