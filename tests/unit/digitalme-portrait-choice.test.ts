import { describe, expect, it } from 'vitest';
import type { DigitalMeExpression } from '../../shared/digitalme';
import { readBriefFor } from '../../server/studio/compose-plan';
import { briefExpression, choosePortrait, expressionsByCloseness } from '../../server/studio/me/portrait-choice';
import type { Portrait } from '../../server/digitalme/portraits';

let n = 0;
function portrait(expression: DigitalMeExpression | null, yaw: number, best = false): Portrait {
  n++;
  return { photoId: `p${n}`, cutoutAssetId: `c${n}`, expression, yaw, pitch: 0, mouthOpening: 0, best, oval: null, checkBox: null, bleed: [] };
}

describe('the expression a brief asks of « Moi »', () => {
  const read = (brief: string) => briefExpression(brief, readBriefFor(brief));
  it.each([
    ['Je suis choqué par ce prix', 'shocked'],
    ['moi choquée devant le résultat', 'shocked'],
    ['moi surpris, fond jaune', 'surprised'],
    ['une ambiance surprise, wow', 'surprised'],
    ['moi content avec un trophée', 'smiling'],
    ['un homme sérieux, fond bleu', 'serious'],
    ['fête de Tabaski, ambiance festive', 'smiling'],
    // The set has no angry face: the mesh reads a frown, which is serious.
    ['moi en colère contre ce prix', 'serious'],
    ['moi neutre, fond gris', 'neutral'],
    ['un visage impassible', 'neutral'],
  ] as const)('« %s » → %s', (brief, expected) => expect(read(brief)).toBe(expected));
  it('says none when the brief says none', () => {
    expect(read('fond vert, titre en blanc')).toBeNull();
    expect(read('')).toBeNull();
  });
});

describe('the closest expression', () => {
  it('puts the wanted one first, then its faces that look most alike', () => {
    expect(expressionsByCloseness('shocked').slice(0, 2)).toEqual(['shocked', 'surprised']);
    expect(expressionsByCloseness('surprised')[1]).toBe('shocked');
    expect(expressionsByCloseness('smiling')[1]).toBe('neutral');
    expect(expressionsByCloseness('serious').slice(0, 3)).toEqual(['serious', 'neutral', 'sad']);
    expect(expressionsByCloseness('sad')[1]).toBe('serious');
    expect(expressionsByCloseness('neutral')[1]).toBe('serious');
    for (const e of ['smiling', 'surprised', 'serious', 'shocked', 'sad', 'neutral'] as const) expect(new Set(expressionsByCloseness(e)).size).toBe(6);
  });
});

describe('choosePortrait', () => {
  it('takes the asked expression when the set has it', () => {
    const set = [portrait('smiling', 0, true), portrait('shocked', 0), portrait('serious', 0, true)];
    const c = choosePortrait(set, 'shocked', null)!;
    expect(c.portrait).toBe(set[1]);
    expect(c.exact).toBe(true);
  });
  it('takes the closest expression the set has otherwise', () => {
    const set = [portrait('serious', 0, true), portrait('surprised', 0), portrait('sad', 0)];
    const c = choosePortrait(set, 'shocked', null)!;
    expect(c.portrait).toBe(set[1]);
    expect(c.expression).toBe('surprised');
    expect(c.exact).toBe(false);
  });
  it('counts a photo without an expression as neutral, not as the serious face asked', () => {
    const set = [portrait(null, 0, true), portrait('sad', 0)];
    const c = choosePortrait(set, 'serious', null)!;
    expect(c.portrait).toBe(set[0]);
    expect([c.expression, c.exact]).toEqual(['neutral', false]);
  });
  it('turns the head toward the headline: positive yaw looks at the picture’s right', () => {
    const set = [portrait('smiling', -18), portrait('smiling', 1, true), portrait('smiling', 15)];
    expect(choosePortrait(set, 'smiling', 'right')!.portrait).toBe(set[2]);
    expect(choosePortrait(set, 'smiling', 'left')!.portrait).toBe(set[0]);
    expect(choosePortrait(set, 'smiling', 'left')!.facing).toBe(true);
  });
  it('never takes a head turned away from the words: the most frontal instead', () => {
    const set = [portrait('smiling', -25, true), portrait('smiling', -4), portrait('smiling', -12)];
    const c = choosePortrait(set, 'smiling', 'right')!;
    expect(c.portrait).toBe(set[1]);
    expect(c.facing).toBe(false);
  });
  it('keeps the expression before the direction', () => {
    const set = [portrait('serious', 20, true), portrait('shocked', -20)];
    expect(choosePortrait(set, 'shocked', 'right')!.portrait).toBe(set[1]);
  });
  it('prefers a best photo among those facing the words, and a smile when nothing is asked', () => {
    const set = [portrait('smiling', 30), portrait('smiling', 10, true), portrait('serious', 20, true)];
    expect(choosePortrait(set, null, 'right')!.portrait).toBe(set[1]);
  });
  it('has nothing to show for an empty set', () => expect(choosePortrait([], 'smiling', 'left')).toBeNull());
});

describe('isPersonPictogram', () => {
  it('knows people pictograms from things, faces, hands and flags', async () => {
    const { isPersonPictogram } = await import('../../shared/engine/model/people');
    for (const icon of ['fluent:person-gesturing-no-dark', 'fluent:woman-getting-haircut-dark', 'fluent:technologist-dark', 'fluent:man-dark', 'fluent:person-running-light', 'fluent:person-raising-hand-dark', 'fluent:person-gesturing-no']) expect(isPersonPictogram(icon), icon).toBe(true);
    for (const icon of ['fluent:flexed-biceps-dark', 'fluent:thumbs-up-light', 'fluent:raised-hand-dark', 'fluent:laptop', 'fluent:astonished-face', 'flag:sn', 'fluent:shopping-cart']) expect(isPersonPictogram(icon), icon).toBe(false);
  });
});

describe('the title speaks for the face when the brief says nothing', () => {
  it('reads « choqué » in a title without a brief, and lets a brief win over its title', async () => {
    const { wantedExpression } = await import('../../server/studio/me/me-subject');
    expect(wantedExpression('', 'Ce prix m’a choqué', readBriefFor(''))).toBe('shocked');
    expect(wantedExpression('moi content', 'Ce prix m’a choqué', readBriefFor('moi content'))).toBe('smiling');
    expect(wantedExpression('', 'Ma routine du matin', readBriefFor(''))).toBeNull();
  });
});
