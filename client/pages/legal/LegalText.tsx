import { Marked } from 'marked';
import { Fragment, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { isAvailable } from '../../../shared/features';
import type { LegalDoc } from '../../../shared/legal';
import { fillLegalText, legalValues, parseLegalText } from '../../../shared/legal-template';
import { EditorIdentity, LegalPage, useLegalIdentity, type LegalIdentity, type LegalPageProps, type LegalSection } from './LegalPage';

// GFM for the tables; no other extension: headings, lists, links, tables and a few inline HTML marks
// (the « Bientôt disponible » span, <abbr>, the definition lists) are all the texts use.
const markdown = new Marked({ gfm: true, async: false });

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The table shape of the pages: a line `Tableau (label) : caption` above a table gives it its caption
 * and the label of the frame it scrolls in; the first cell of a row heads it; right-aligned columns are numbers.
 */
function toHtml(md: string): string {
  return (markdown.parse(md) as string)
    .replace(/<p>Tableau \((.+?)\) : (.+?)<\/p>\s*<table>/g, '<div class="legal__table-wrap" role="region" aria-label="$1" tabindex="0"><table><caption>$2</caption>')
    .replace(/<\/table>/g, '</table></div>')
    .replace(/<th( align="right")?>/g, (_, right?: string) => `<th scope="col"${right ? ' class="legal__num"' : ''}>`)
    .replace(/<tr>\s*<td>([\s\S]*?)<\/td>/g, '<tr><th scope="row">$1</th>')
    .replace(/<td align="right">/g, '<td class="legal__num">')
    .replace(/>\s+</g, '><');
}

function fillIdentity(html: string, { brand, supportEmail }: LegalIdentity): string {
  const email = escapeHtml(supportEmail);
  return html.replace(/\{\{marque\}\}/g, escapeHtml(brand)).replace(/\{\{support\}\}/g, `<a href="mailto:${email}">${email}</a>`);
}

/** An HTML part of a text; `display: contents` so the page lays out as if the markup were inline. */
function Html({ html }: { html: string }) {
  return <div className="legal__text" dangerouslySetInnerHTML={{ __html: html }} />;
}

function Rendered({ html, identity }: { html: string; identity: LegalIdentity }) {
  const parts = html.split('<p>{{editeur}}</p>');
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <EditorIdentity identity={identity} />}
          {part && <Html html={fillIdentity(part, identity)} />}
        </Fragment>
      ))}
    </>
  );
}

/** Splits a text into its intro and its `## Title {#anchor}` sections, each rendered to HTML. */
export function legalSections(body: string): { intro: string; sections: { id: string; title: string; html: string }[] } {
  const chunks = body.split(/^## (.+?) \{#([a-z0-9-]+)\}$/m);
  const sections = [];
  for (let i = 1; i < chunks.length; i += 3) sections.push({ title: chunks[i]!, id: chunks[i + 1]!, html: toHtml(chunks[i + 2]!) });
  return { intro: toHtml(chunks[0]!).replace(/^<p>/, '<p class="lead">'), sections };
}

export interface LegalTextProps {
  doc: LegalDoc;
  /** The Markdown of the version shown, its list of costs and prices first. */
  source: string;
  numbering?: LegalPageProps['numbering'];
  archived?: LegalPageProps['archived'];
}

/**
 * A legal text from its Markdown: the version in force takes its costs and prices from the constants
 * and its marks from shared/features.ts; an archive has them written in. Both get the configured identity.
 */
export function LegalText({ doc, source, numbering, archived }: LegalTextProps) {
  const identity = useLegalIdentity();
  const navigate = useNavigate();
  const { values, body } = parseLegalText(source);
  const filled = archived ? fillLegalText(body, values, () => true) : fillLegalText(body, legalValues(), isAvailable);
  const { intro, sections } = legalSections(filled);
  const content: LegalSection[] = sections.map((s) => ({ id: s.id, title: s.title, content: <Rendered html={s.html} identity={identity} /> }));

  // The texts' own links stay in the app, as the page's other links do.
  function onClick(event: MouseEvent) {
    const link = (event.target as Element).closest?.('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  }

  return (
    // A delegated click, not a control: the texts' links are the controls, and Enter on a link clicks it too.
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="legal__text" onClick={onClick}>
      <LegalPage doc={doc} numbering={numbering} archived={archived} intro={intro ? <Rendered html={intro} identity={identity} /> : undefined} sections={content} />
    </div>
  );
}
