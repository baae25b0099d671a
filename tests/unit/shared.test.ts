import { describe, expect, it } from 'vitest';
import { formatXof, xof } from '../../shared/money';
import { findPlan, missingFeatures, PLANS } from '../../shared/plans';
import { canonicalPath, pageOfPath, safeNextPath } from '../../shared/routes';
import { shouldRefresh } from '../../shared/session';
import { GenerateInput } from '../../shared/schemas/studio';
import { MfaCode, SignUpInput } from '../../shared/schemas/auth';

const NNBSP = '\u202f';

describe('money in whole francs CFA', () => {
  it('formats prices the French way, never breaking a line inside an amount', () => {
    const readable = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');
    expect(readable(formatXof(xof(9840)))).toBe('9 840 F CFA');
    expect(readable(formatXof(xof(45920)))).toBe('45 920 F CFA');
    expect(formatXof(xof(9840))).toContain(`9${NNBSP}840`);
    expect(formatXof(xof(9840))).not.toMatch(/ /); // only no-break spaces
  });
  it('refuses fractions of a franc', () => {
    expect(() => xof(9840.5)).toThrow(RangeError);
  });
});

describe('the plan catalogue', () => {
  it('matches DECISIONS.md: three plans, Premium highlighted and recommended', () => {
    expect(PLANS.map((p) => [p.id, p.priceXof, p.thumbnailsPerMonth, p.creditsPerMonth])).toEqual([
      ['STARTER', 9840, 20, 200],
      ['PREMIUM', 19680, 100, 1000],
      ['MASTER', 45920, 350, 3500],
    ]);
    expect(PLANS.filter((p) => p.highlighted).map((p) => p.badge)).toEqual(['Recommandé']);
  });
  it('lists what a plan lacks for the greyed lines', () => {
    expect(missingFeatures(findPlan('STARTER')!)).toContain('faceswap');
    expect(missingFeatures(findPlan('MASTER')!)).toEqual([]);
  });
});

describe('shared validation', () => {
  it('normalises e-mails and explains bad fields in French', () => {
    expect(SignUpInput.parse({ name: ' Awa ', email: ' AWA@Exemple.SN ', password: 'Yassa-Poulet-26' })).toMatchObject({ name: 'Awa', email: 'awa@exemple.sn' });
    const result = SignUpInput.safeParse({ name: '', email: 'x', password: '1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Votre nom doit contenir au moins 2 caractères.',
      'Adresse e-mail invalide.',
      'Le mot de passe doit contenir au moins 8 caractères.',
    ]);
  });
  it('defaults the studio style to « Pro contrasté » and refuses unknown styles', () => {
    expect(GenerateInput.parse({ title: 'x' })).toEqual({ title: 'x', prompt: '', style: 'pro' });
    expect(GenerateInput.safeParse({ title: 'x', style: 'cinema' }).error?.issues[0]?.message).toBe('Style inconnu. Choisissez un style de la liste.');
  });
  it('knows which paths are pages of the site', () => {
    expect(pageOfPath('/studio')).toBe('studio');
    expect(pageOfPath('/studio/')).toBe('studio');
    expect(pageOfPath('/')).toBe('home');
    expect(pageOfPath('/confidentialite')).toBe('privacy');
    expect(pageOfPath('/nimporte')).toBeNull();
    expect(['/TARIFS', '//tarifs', '/tarifs/', '/index.html', '//nimporte//'].map(canonicalPath)).toEqual(['/tarifs', '/tarifs', '/tarifs', '/', '/nimporte']);
  });
});

describe('session refresh tick', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);
  const inSeconds = (s: number) => now / 1000 + s;
  it('refreshes when the access token expires within three 30 s ticks, not before', () => {
    expect(shouldRefresh(inSeconds(3600), now)).toBe(false);
    expect(shouldRefresh(inSeconds(91), now)).toBe(false);
    expect(shouldRefresh(inSeconds(90), now)).toBe(true);
    expect(shouldRefresh(inSeconds(-5), now)).toBe(true);
    expect(shouldRefresh(null, now)).toBe(false);
  });
});

describe('after sign-in, only our own pages', () => {
  it('keeps a path of the site, with its query, and sends anything else to the studio', () => {
    expect(safeNextPath('/tarifs?plan=PREMIUM')).toBe('/tarifs?plan=PREMIUM');
    expect(safeNextPath('/espace')).toBe('/espace');
    for (const evil of ['https://evil.example/', '//evil.example', '/\\evil.example', '/.//evil.example', '/a/..//evil.example', '/%2e//evil.example', 'javascript:alert(1)', '/\nx', '', null, 42]) {
      expect(safeNextPath(evil)).toBe('/studio');
    }
  });
});

describe('second-factor codes', () => {
  it('takes 6 digits or a recovery code, whatever its case, spaces and dashes', () => {
    expect(MfaCode.parse(' 123 456 ')).toBe('123456');
    expect(MfaCode.parse('ABCDE-FGH23')).toBe('abcdefgh23');
    expect(MfaCode.safeParse('12345').success).toBe(false);
    expect(MfaCode.safeParse('abcde-fgh19').success).toBe(false); // 1 and 9 are not in the alphabet
  });
});
