// Which stored files the database points to, for the two file rules of the retention pass
// (server/privacy/retention.ts): files no row points to are deleted once older than a day; a row
// whose file is gone is never deleted (a ready thumbnail is drawn again, anything else is reported).
import type { EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DAY_MS } from '../../shared/format';
import { Invoice } from '../billing/invoice.entity';
import { DigitalMePhoto } from '../digitalme/digitalme.entity';
import { STORAGE_ROOTS } from '../files/keys';
import type { Storage, StoredFile } from '../files/storage';
import { MailMessage } from '../mail/mail-message.entity';
import { Asset } from '../files/asset.entity';
import { ThumbnailExport } from '../studio/export.entity';
import { Thumbnail } from '../studio/thumbnail.entity';
import { ThumbnailVersion } from '../studio/version.entity';
import { DataExport } from './data-export.entity';

/**
 * Every column that holds a storage key. A file whose key is in none of them is an orphan, deleted a
 * day after its last write: a new column naming files MUST be added here, or its files go the day
 * after they are written (tests/integration/retention.test.ts fails for any `…Key`/`key` column missing).
 * Each one is indexed (`.index()` on the entity): `referencedKeys` looks up 500 keys per batch, and
 * without an index every batch read the whole table (4.6 s a batch at 10⁶ rows, bench/growth.ts).
 */
export const FILE_COLUMNS: ReadonlyArray<{ entity: EntityName<any>; properties: readonly string[] }> = [
  { entity: Thumbnail, properties: ['jpegKey', 'previewKey'] },
  { entity: ThumbnailVersion, properties: ['jpegKey', 'previewKey'] },
  { entity: ThumbnailExport, properties: ['key'] },
  { entity: Asset, properties: ['key', 'thumbKey'] },
  { entity: DigitalMePhoto, properties: ['faceKey'] },
  { entity: DataExport, properties: ['fileKey'] },
  { entity: Invoice, properties: ['pdfKey'] },
];

/** Files kept in a JSON list rather than a column: a mail's attachments (`storageKey`, an invoice PDF). */
export const FILE_JSON_COLUMNS: ReadonlyArray<{ entity: EntityName<any>; property: string; field: string }> = [{ entity: MailMessage, property: 'attachments', field: 'storageKey' }];

/** A file is an orphan only once it is older than this: a job writes its file before the row that names it. */
export const ORPHAN_MIN_AGE_MS = DAY_MS;

function columnsOf(em: EntityManager, entity: EntityName<any>, properties: readonly string[]): { table: string; columns: string[] } {
  const meta = em.getMetadata(entity);
  const columns = properties.map((name) => {
    const column = (meta.properties as Record<string, { fieldNames?: string[] } | undefined>)[name]?.fieldNames?.[0];
    if (!column) throw new Error(`${meta.className}.${name} is not a column`);
    return column;
  });
  return { table: meta.tableName, columns };
}

/** Which of `keys` a row points to, in one query (each table read once against the asked keys). */
export async function referencedKeys(em: EntityManager, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  // The keys go as one JSON parameter (an array parameter would be spread into a list of them).
  const parts: string[] = [];
  for (const { entity, properties } of FILE_COLUMNS) {
    const { table, columns } = columnsOf(em, entity, properties);
    for (const column of columns) parts.push(`select "${column}" as key from "${table}" where "${column}" in (select key from asked)`);
  }
  for (const { entity, property, field } of FILE_JSON_COLUMNS) {
    const column = columnsOf(em, entity, [property]).columns[0]!;
    const { table } = columnsOf(em, entity, [property]);
    parts.push(
      `select f.value->>'${field}' as key from "${table}" t cross join lateral jsonb_array_elements(case when jsonb_typeof(t."${column}") = 'array' then t."${column}" else '[]'::jsonb end) f where f.value->>'${field}' in (select key from asked)`,
    );
  }
  const sql = `with asked as (select jsonb_array_elements_text(?::jsonb) as key) ${parts.join(' union ')}`;
  const rows = await em.execute<Array<{ key: string }>>(sql, [JSON.stringify(keys)]);
  return new Set(rows.map((r) => r.key));
}

/**
 * The files under the product's folders that no row points to and that were last written more than
 * a day before `now`, a batch at a time: each batch is checked against the database just before it
 * is yielded, so a caller deleting them acts on a fresh answer. Files outside STORAGE_ROOTS are not
 * the product's and are never looked at.
 */
export async function* orphanFiles(em: EntityManager, storage: Storage, now: Date, batchSize = 500): AsyncGenerator<StoredFile> {
  const writtenBefore = now.getTime() - ORPHAN_MIN_AGE_MS;
  for (const root of STORAGE_ROOTS) {
    const old = (await storage.list(root)).filter((f) => f.modifiedAt.getTime() < writtenBefore);
    for (let i = 0; i < old.length; i += batchSize) {
      const batch = old.slice(i, i + batchSize);
      const referenced = await referencedKeys(em, batch.map((f) => f.key));
      for (const file of batch) if (!referenced.has(file.key)) yield file;
    }
  }
}

/** A row pointing at files that storage does not have. */
export interface RowMissingFiles {
  /** The entity's name (Thumbnail, Asset, Invoice…). */
  entity: string;
  id: string;
  /** The keys it names that are gone. */
  missing: string[];
}

/** `fn` over `items`, at most `limit` at a time (storage calls: a disk or an object store). */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * Every row whose named file is not in storage, table by table, a page of rows at a time (by id, so
 * a table of any size is read in pages and never held whole). A storage error is thrown, never
 * taken for a missing file.
 */
export async function* rowsMissingFiles(em: EntityManager, storage: Storage, pageSize = 200): AsyncGenerator<RowMissingFiles> {
  for (const { entity, properties } of FILE_COLUMNS) {
    const { table, columns } = columnsOf(em, entity, properties);
    const name = em.getMetadata(entity).className;
    const select = columns.map((c, i) => `"${c}" as k${i}`).join(', ');
    const anyKey = columns.map((c) => `"${c}" is not null`).join(' or ');
    let after: string | null = null;
    for (;;) {
      const rows: Array<Record<string, string | null>> = await em.execute(
        `select id, ${select} from "${table}" where (${anyKey})${after ? ' and id > ?' : ''} order by id limit ?`,
        after ? [after, pageSize] : [pageSize],
      );
      if (rows.length === 0) break;
      after = rows.at(-1)!.id!;
      const checked = await mapLimit(rows, 16, async (row) => {
        const keys = [...new Set(columns.map((_, i) => row[`k${i}`]).filter((k): k is string => Boolean(k)))];
        const present = await Promise.all(keys.map((k) => storage.exists(k)));
        return { entity: name, id: row.id!, missing: keys.filter((_, i) => !present[i]) };
      });
      for (const row of checked) if (row.missing.length > 0) yield row;
      if (rows.length < pageSize) break;
    }
  }
}
