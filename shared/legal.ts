// The legal texts' versions, in one place: the pages' version lines, their descriptions for search
// engines, and the archive of earlier versions (/textes/<document>-<version>) all read them here. An
// earlier version stays readable as it was: its text is frozen in client/pages/legal/texts/archive/
// (`npm run legal:freeze <texte>`) when a new version takes effect, and listed below with the dates it was in force.
import { paths } from './routes';
import { formatIsoDay } from './format';

export type LegalDoc = 'cgu' | 'cgv' | 'privacy';

export interface LegalVersion {
  version: string;
  /** ISO date it took effect. */
  effectiveDate: string;
}

export const LEGAL_DOCS: Record<LegalDoc, { title: string; slug: string; path: string }> = {
  cgu: { title: 'Conditions générales d’utilisation', slug: 'cgu', path: paths.cgu },
  cgv: { title: 'Conditions générales de vente', slug: 'cgv', path: paths.cgv },
  privacy: { title: 'Politique de confidentialité', slug: 'confidentialite', path: paths.privacy },
};

/** The version in force, then the earlier ones, newest first. */
export const LEGAL_VERSIONS: Record<LegalDoc, { current: LegalVersion; earlier: readonly LegalVersion[] }> = {
  cgu: {
    current: { version: '1.5', effectiveDate: '2026-11-27' },
    earlier: [
      { version: '1.4', effectiveDate: '2026-11-24' },
      { version: '1.3', effectiveDate: '2025-06-18' },
    ],
  },
  cgv: { current: { version: '1.1', effectiveDate: '2026-11-27' }, earlier: [{ version: '1.0', effectiveDate: '2025-08-11' }] },
  privacy: {
    current: { version: '1.4', effectiveDate: '2026-11-29' },
    earlier: [
      { version: '1.3', effectiveDate: '2026-11-27' },
      { version: '1.2', effectiveDate: '2026-11-24' },
      { version: '1.1', effectiveDate: '2026-11-23' },
      { version: '1.0', effectiveDate: '2025-08-10' },
    ],
  },
};

/** `/textes/confidentialite-1-0`: an earlier version's own address. */
export function archivePath(doc: LegalDoc, version: string): string {
  return paths.legalArchive.replace(':id', archiveId(doc, version));
}

export function archiveId(doc: LegalDoc, version: string): string {
  return `${LEGAL_DOCS[doc].slug}-${version.replace(/\./g, '-')}`;
}

/** The earlier version an archive address names, with the date the next one replaced it; null when there is none. */
export function archivedVersion(id: string): { doc: LegalDoc; version: LegalVersion; until: string } | null {
  for (const doc of Object.keys(LEGAL_VERSIONS) as LegalDoc[]) {
    const { current, earlier } = LEGAL_VERSIONS[doc];
    const chain = [current, ...earlier];
    const i = chain.findIndex((v, k) => k > 0 && archiveId(doc, v.version) === id);
    if (i > 0) return { doc, version: chain[i]!, until: chain[i - 1]!.effectiveDate };
  }
  return null;
}

/** `2025-08-11` → « 11 août 2025 », the same on the server and in the browser. */
export function formatLegalDate(isoDate: string): string {
  return formatIsoDay(isoDate);
}

/** « version 1.1 du 23 novembre 2026 »: the version in force, for a page's description. */
export function currentVersionLine(doc: LegalDoc): string {
  const { version, effectiveDate } = LEGAL_VERSIONS[doc].current;
  return `version ${version} du ${formatLegalDate(effectiveDate)}`;
}
