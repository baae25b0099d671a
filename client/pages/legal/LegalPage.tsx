import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { archivePath, formatLegalDate, LEGAL_DOCS, LEGAL_VERSIONS, type LegalDoc } from '../../../shared/legal';
import type { SiteInfo } from '../../../shared/site';
import { useSiteInfo } from '../../lib/site';

/** One article of a legal document: its anchor, its heading (without number) and its text. */
export interface LegalSection {
  /** Anchor used by the table of contents, e.g. `objet`. Unique within the page. */
  id: string;
  title: string;
  content: ReactNode;
}

export interface LegalPageProps {
  /** Which document: its title, its version in force and its earlier ones come from shared/legal.ts. */
  doc: LegalDoc;
  /** Optional preamble shown between the version line and the table of contents. */
  intro?: ReactNode;
  sections: readonly LegalSection[];
  /** `article`: « Article 3 — Prix » (contracts); `number`: « 3. Prix ». Defaults to `article`. */
  numbering?: 'article' | 'number';
  /**
   * An earlier version frozen in archive/: its number and dates. Absent for the version in force,
   * whose line lists the earlier ones with links to them.
   */
  archived?: { version: string; effectiveDate: string; until: string };
}

export { formatLegalDate };

function headingOf(numbering: 'article' | 'number', index: number, title: string): string {
  if (numbering === 'number') return `${index + 1}. ${title}`;
  return `Article ${index + 1} — ${title}`;
}

/** Shared layout of the CGV, CGU and privacy policy: title, version line, « Sommaire », then one section per article. */
export function LegalPage({ doc, intro, sections, numbering = 'article', archived }: LegalPageProps) {
  const { title, path } = LEGAL_DOCS[doc];
  const { current, earlier } = LEGAL_VERSIONS[doc];
  const shown = archived ?? current;
  return (
    <article className="page legal" aria-labelledby="legal-title">
      <header className="legal__header">
        <h1 id="legal-title">{title}</h1>
        {archived ? (
          <p className="alert alert--warning legal__archived" role="note" data-testid="legal-archived">
            Version {archived.version}, en vigueur du <time dateTime={archived.effectiveDate}>{formatLegalDate(archived.effectiveDate)}</time> au{' '}
            <time dateTime={archived.until}>{formatLegalDate(archived.until)}</time> : ce texte n’est plus en vigueur.{' '}
            <Link to={path}>Lire la version en vigueur ({current.version})</Link>
          </p>
        ) : null}
        <p className="legal__meta">
          Version {shown.version} — en vigueur le <time dateTime={shown.effectiveDate}>{formatLegalDate(shown.effectiveDate)}</time>
        </p>
        {!archived && earlier.length > 0 && (
          <p className="legal__meta">
            {earlier.length > 1 ? 'Versions précédentes' : 'Version précédente'} :{' '}
            {earlier.map((v, i) => (
              <span key={v.version}>
                {i > 0 && ' ; '}
                <Link to={archivePath(doc, v.version)}>version {v.version}</Link>, en vigueur à partir du <time dateTime={v.effectiveDate}>{formatLegalDate(v.effectiveDate)}</time>
              </span>
            ))}
          </p>
        )}
        {intro}
      </header>

      <nav className="legal__toc" aria-label="Sommaire">
        <h2 className="legal__toc-title">Sommaire</h2>
        <ol>
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{headingOf(numbering, index, section.title)}</a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, index) => (
        <section key={section.id} id={section.id} className="legal__section" aria-labelledby={`${section.id}-titre`}>
          <h2 id={`${section.id}-titre`}>{headingOf(numbering, index, section.title)}</h2>
          {section.content}
        </section>
      ))}
    </article>
  );
}

const DEFAULT_BRAND = 'MiniaLab';
/** DECISIONS.md « Identity »: the default of `SUPPORT_EMAIL`, shown only until the site information has loaded. */
const DEFAULT_SUPPORT_EMAIL = 'support@minialab.sn';

export interface LegalIdentity {
  brand: string;
  supportEmail: string;
  /** Undefined while the site information loads. */
  editor: SiteInfo['editor'] | undefined;
}

/** Brand, support address and editor identity for the legal texts, from the server's configuration. */
export function useLegalIdentity(): LegalIdentity {
  const site = useSiteInfo();
  return {
    brand: site?.brand ?? DEFAULT_BRAND,
    supportEmail: site?.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
    editor: site?.editor,
  };
}

/** A mail link to the support address, whose text is the address itself. */
export function SupportEmail({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}

/** The editor's identity card (name, legal form, address, RCCM, NINEA, e-mail) as a definition list. */
export function EditorIdentity({ identity }: { identity: LegalIdentity }) {
  const { editor, supportEmail } = identity;
  const loading = 'chargement…';
  return (
    <>
      {editor?.example ? (
        // Development only: a production server refuses to start without the real identity (server/config.ts).
        <p className="legal__example" role="note" data-testid="editor-example">
          <strong>Exemple</strong>&nbsp;: l’identité de l’éditeur n’est pas configurée. Ces informations sont des exemples, pas celles d’une entreprise réelle.
        </p>
      ) : null}
      <dl className="legal__facts" aria-busy={editor === undefined}>
        <dt>Éditeur</dt>
        <dd>{editor?.name ?? loading}</dd>
        <dt>Forme juridique</dt>
        <dd>Entreprise individuelle de droit sénégalais</dd>
        <dt>Siège</dt>
        <dd>{editor?.address ?? loading}</dd>
        <dt>RCCM</dt>
        <dd>{editor?.rccm ?? loading}</dd>
        <dt>NINEA</dt>
        <dd>{editor?.ninea ?? loading}</dd>
        <dt>Courriel</dt>
        <dd>
          <SupportEmail email={supportEmail} />
        </dd>
      </dl>
    </>
  );
}
