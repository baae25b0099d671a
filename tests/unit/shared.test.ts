import { EARLY_ACCESS, earlyAccessNow, inEarlyAccess, openOnLabel } from '../../shared/early-access';
import { describe, expect, it } from 'vitest';
import { formatXof, xof } from '../../shared/money';
import { FEATURE_STATUS, isAvailable } from '../../shared/features';
import { findPlan, missingFeatures, PACKS, packCredits, PLANS, planToday, productLabel, productPrice } from '../../shared/plans';
import { CheckoutInput, orderReference } from '../../shared/schemas/billing';
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
  it('sells packs of 100, 200 and 300 credits for 5 900, 10 900 and 14 900 F', () => {
    expect(PACKS.map((p) => [p.id, p.credits, p.priceXof])).toEqual([
      ['PACK_100', 100, 5900],
      ['PACK_200', 200, 10900],
      ['PACK_300', 300, 14900],
    ]);
  });
  it('DECISIONS.md: a pack costs more per credit than every plan, and less than any plan that gives more credits', () => {
    for (const pack of PACKS) {
      for (const plan of PLANS) {
        expect(pack.priceXof / pack.credits, `${pack.id} per credit vs ${plan.id}`).toBeGreaterThan(plan.priceXof / plan.creditsPerMonth);
        if (plan.creditsPerMonth > pack.credits) expect(pack.priceXof, `${pack.id} vs ${plan.id}`).toBeLessThan(plan.priceXof);
      }
    }
  });
  it('retired packs are no longer sold but keep their name and credits for the orders made before', () => {
    expect(CheckoutInput.safeParse({ planId: 'PACK_1000', successUrl: 'http://localhost:3000/success', cancelUrl: 'http://localhost:3000/cancel' }).success).toBe(false);
    expect(productPrice('PACK_1000')).toBeUndefined();
    expect(packCredits('PACK_1000')).toBe(1000);
    expect(productLabel('PACK_1000')).toBe('Pack de 1\u202f000 crédits');
    expect(productLabel('PACK_200')).toBe('Pack de 200 crédits');
  });
  it('knows which sold features are not built yet, in one place', () => {
    const unbuilt = Object.entries(FEATURE_STATUS).filter(([, f]) => !f.available).map(([id]) => id);
    expect(unbuilt).toEqual([]);
    expect(isAvailable('generation')).toBe(true);
    expect(planToday(findPlan('PREMIUM')!)).toEqual({
      now: ['generation', 'image_upload', 'headline_edit', 'modification', 'mgx3', 'logo', 'score', 'export_hd', 'faceswap', 'digitalme', 'export_4k'],
      soon: [],
    });
  });
  it('keeps an early-access feature for Master until its public date, then opens it', () => {
    const preview = EARLY_ACCESS.find((f) => f.id === 'youtube_preview')!;
    const open = new Date(`${preview.openOn}T00:00:00Z`);
    expect(inEarlyAccess('youtube_preview', new Date(open.getTime() - 1000))).toBe(true);
    expect(inEarlyAccess('youtube_preview', open)).toBe(false);
    expect(earlyAccessNow(new Date(open.getTime() - 1000)).map((f) => f.id)).toContain('youtube_preview');
    expect(earlyAccessNow(open).map((f) => f.id)).not.toContain('youtube_preview');
    expect(openOnLabel(preview)).toBe('15 janvier 2027');
  });
  it('gives an order a short reference to quote, never the raw id', () => {
    expect(orderReference('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d')).toBe('CMD-1A2B3C4D');
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
    expect(GenerateInput.parse({ title: 'x' })).toEqual({ title: 'x', prompt: '', style: 'pro', mode: 'titre', images: [], variants: 1, skinTone: 'dark', brand: true, withMe: false, smallPhotos: false });
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
