import { archiveId, type LegalDoc } from '../../../../shared/legal';

const DOC_OF_SLUG: Record<string, LegalDoc> = { cgu: 'cgu', cgv: 'cgv', confidentialite: 'privacy' };

const files = import.meta.glob<string>('../texts/archive/*.md', { query: '?raw', import: 'default', eager: true });

/**
 * The frozen earlier versions' Markdown, by their archive id (shared/legal.ts `archiveId`), from
 * texts/archive/<slug>-<version>.md. A version listed there as earlier must have its text here and
 * its sha256 in texts/archive/index.json: tests/unit/legal-archive.test.tsx checks all three agree.
 */
export const ARCHIVED_TEXTS: Record<string, string> = Object.fromEntries(
  Object.entries(files).map(([path, source]) => {
    const [, slug, version] = /\/([a-z]+)-([\d.]+)\.md$/.exec(path)!;
    return [archiveId(DOC_OF_SLUG[slug!]!, version!), source];
  }),
);
