// `npm run legal:freeze <cgu|cgv|confidentialite>`: the version in force (shared/legal.ts) becomes its
// archive, client/pages/legal/texts/archive/<texte>-<version>.md, with the costs and prices of its
// list and today's « Bientôt disponible » marks written in and the identity slots kept; its sha256
// goes into the archive index. It changes no version number: the new version and its date are then
// written by hand in shared/legal.ts (the archive test fails until the archived one is listed there).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isAvailable } from '../shared/features';
import { LEGAL_DOCS, LEGAL_VERSIONS, type LegalDoc } from '../shared/legal';
import { freezeLegalText } from '../shared/legal-template';

export const TEXTS_DIR = path.resolve(import.meta.dirname, '..', 'client', 'pages', 'legal', 'texts');

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Freezes `slug`'s version in force into `dir`/archive; returns the archive's file name. */
export function freeze(slug: string, dir = TEXTS_DIR, available = isAvailable): string {
  const doc = (Object.keys(LEGAL_DOCS) as LegalDoc[]).find((d) => LEGAL_DOCS[d].slug === slug);
  if (!doc) throw new Error(`unknown text « ${slug} »: cgu, cgv or confidentialite`);
  const { version } = LEGAL_VERSIONS[doc].current;
  const file = `${slug}-${version}.md`;
  const target = path.join(dir, 'archive', file);
  if (existsSync(target)) throw new Error(`${file} is already frozen: write the next version in shared/legal.ts first`);
  const archive = freezeLegalText(readFileSync(path.join(dir, `${slug}.md`), 'utf8'), available);
  const indexPath = path.join(dir, 'archive', 'index.json');
  const index = JSON.parse(readFileSync(indexPath, 'utf8')) as Record<string, string>;
  writeFileSync(target, archive);
  writeFileSync(indexPath, `${JSON.stringify({ ...index, [file]: sha256(archive) }, null, 2)}\n`);
  return file;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const slug = process.argv[2] ?? '';
  try {
    const file = freeze(slug);
    console.log(`Frozen: texts/archive/${file}. Now, in shared/legal.ts, move the version in force to « earlier » and write the new one with its date.`);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
