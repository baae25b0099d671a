import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BriefChips } from '../../client/pages/studio/BriefChips';
import { readBrief } from '../../server/reader/brief/brief';

describe('the brief chips in the studio', () => {
  it('list what MGX3 understood, then one chip for what it ignored', () => {
    const html = renderToString(<BriefChips reading={readBrief('fond vers, titre jaune, une femme surprise, style cyberpunk')} />);
    expect(html).toContain('<ul class="brief-chips" aria-label="Ce que MGX3 a compris">');
    const chips = [...html.matchAll(/<li class="([^"]+)">([^<]*)<\/li>/g)].map((m) => [m[1], m[2]]);
    expect(chips).toEqual([
      ['brief-chip brief-chip--titre', 'Titre : jaune'],
      ['brief-chip brief-chip--personne', 'Personne : femme surprise'],
      ['brief-chip brief-chip--ignored', 'Ignoré : fond vers, style cyberpunk'],
    ]);
  });

  it('list apart, with why, what MGX3 understood but will not draw', () => {
    const html = renderToString(
      <BriefChips reading={{ understood: [{ kind: 'fond', label: 'Fond : vert' }], notDrawn: [{ kind: 'personne', label: 'Personne : femme', reason: { code: 'expression', detail: 'surprise' } }], ignored: [] }} />,
    );
    expect(html).toContain('<ul class="brief-chips" aria-label="Ce que MGX3 ne dessinera pas">');
    const chips = [...html.matchAll(/<li class="([^"]+)">([^<]*)<\/li>/g)].map((m) => [m[1], m[2]]);
    expect(chips).toEqual([
      ['brief-chip brief-chip--fond', 'Fond : vert'],
      ['brief-chip brief-chip--not-drawn', 'Personne : femme — l’expression « surprise » ne peut pas encore être dessinée'],
    ]);
  });

  it('show nothing before a brief is read, or when it says nothing', () => {
    expect(renderToString(<BriefChips reading={null} />)).toBe('');
    expect(renderToString(<BriefChips reading={readBrief('je veux une miniature stp')} />)).toBe('');
  });
});
