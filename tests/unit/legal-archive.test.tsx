// Earlier versions of the legal texts stay readable as they were (issue 16, « Legal texts »): every
// version shared/legal.ts lists as earlier has its frozen text, at its own address, saying when it was
// in force and linking to the version in force; the version in force links to them.
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '../../client/app';
import { createClient } from '../../client/lib/trpc';
import { describe, expect, it } from 'vitest';
import { archiveId, archivePath, archivedVersion, LEGAL_VERSIONS, type LegalDoc } from '../../shared/legal';
import { pageOfPath } from '../../shared/routes';
import { ARCHIVED_TEXTS } from '../../client/pages/legal/archive/index';
import LegalArchivePage from '../../client/pages/legal/LegalArchivePage';
import { paths } from '../../shared/routes';

function render(url: string): string {
  const router = createMemoryRouter([{ path: paths.legalArchive, Component: LegalArchivePage }], { initialEntries: [url] });
  return renderToStaticMarkup(
    <AppProviders queryClient={new QueryClient()} trpcClient={createClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  ).replace(/<[^>]+>/g, '');
}

const earlier = (Object.keys(LEGAL_VERSIONS) as LegalDoc[]).flatMap((doc) => LEGAL_VERSIONS[doc].earlier.map((v) => ({ doc, ...v })));

describe('earlier versions of the legal texts', () => {
  it('each listed one has its frozen text, and no frozen text is unlisted', () => {
    expect(Object.keys(ARCHIVED_TEXTS).sort()).toEqual(earlier.map((v) => archiveId(v.doc, v.version)).sort());
  });

  it.each(earlier)('$doc $version opens at its own address, as it was, with the dates it was in force', ({ doc, version }) => {
    const path = archivePath(doc, version);
    expect(pageOfPath(path)).toBe('legalArchive');
    const found = archivedVersion(path.split('/').at(-1)!)!;
    const text = render(path);
    expect(text).toContain(`Version ${version}, en vigueur du`);
    expect(text).toContain('ce texte n’est plus en vigueur');
    expect(text).toContain(`Lire la version en vigueur (${LEGAL_VERSIONS[doc].current.version})`);
    expect(found.until >= found.version.effectiveDate).toBe(true);
  });

  it('privacy 1.0 is the text before DigitalMe was offered: its DigitalMe and export are still « Bientôt disponible »', () => {
    const text = render(archivePath('privacy', '1.0'));
    expect(text).toContain('Bientôt disponible');
    expect(text).not.toContain('Ce que nous mesurons');
    expect(render(archivePath('privacy', '1.1'))).toContain('Ce que nous mesurons');
  });

  it('CGV 1.0 and CGU 1.4 keep the teams as « Bientôt disponible », as they were before teams were built', () => {
    expect(render(archivePath('cgv', '1.0'))).toContain('Comptes équipe (jusqu’à 4 membres) (bientôt disponible)');
    expect(render(archivePath('cgu', '1.4'))).toContain('que ces membres font du Service. Bientôt disponible');
  });

  it('an unknown version is not found', () => {
    expect(archivedVersion('confidentialite-9-9')).toBeNull();
    expect(archivedVersion(archiveId('privacy', LEGAL_VERSIONS.privacy.current.version))).toBeNull();
    expect(render('/textes/cgu-9-9')).toMatch(/introuvable|n’existe pas/i);
  });
});

describe('an archive as served', () => {
  it('has its identity from the configuration and no slot left', () => {
    const text = render(archivePath('cgv', '1.0'));
    expect(text).not.toContain('{{');
    expect(text).toContain('support@minialab.sn');
    expect(text).toMatch(/Starter9\s840/);
  });
});
