import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../client/app';
import { Header } from '../../client/components/Layout';
import { createClient } from '../../client/lib/trpc';
import HomePage from '../../client/pages/home/HomePage';
import { stepTwoFor } from '../../client/pages/home/ai-edit-promise';
import { FAQ, STEP_TWO } from '../../client/pages/home/content';
import CguPage from '../../client/pages/legal/CguPage';
import CgvPage from '../../client/pages/legal/CgvPage';
import PrivacyPage from '../../client/pages/legal/PrivacyPage';
import SuccessPage from '../../client/pages/payment/SuccessPage';
import PricingPage from '../../client/pages/pricing/PricingPage';
import StudioPage from '../../client/pages/studio/StudioPage';
import { appRouter } from '../../server/router';
import { createCallerFactory, type Context } from '../../server/trpc';
import { COMING_SOON, FEATURE_STATUS, type Feature } from '../../shared/features';
import { formatXof } from '../../shared/money';
import { PACKS } from '../../shared/plans';
import type { SiteInfo } from '../../shared/site';
import { productJsonLd } from '../../shared/structured-data';

const planList = await createCallerFactory(appRouter)({} as Context).plans.list();
const baseSite: SiteInfo = {
  brand: 'MiniaLab',
  supportEmail: 'support@minialab.sn',
  publicUrl: 'https://minialab.sn',
  editor: { name: 'Awa Diop — MiniaLab', address: 'Dakar', rccm: 'SN-DKR-2026-A-12345', ninea: '012345678 2A3', example: false },
  reviews: null,
  social: { instagram: 'https://i.example', tiktok: 'https://t.example', youtube: 'https://y.example', whatsapp: 'https://w.example' },
  googleSignIn: false,
  aiPictureEdits: false,
};
const user = { id: 'u1', email: 'awa@exemple.sn', name: 'Awa Diop', avatarUrl: null, mfaEnabled: false };
const ORDER_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

interface Seed {
  site?: Partial<SiteInfo>;
  signedIn?: boolean;
  planId?: string | null;
  order?: Record<string, unknown>;
  url?: string;
}

function render(page: ReactNode, seed: Seed = {}): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData([['plans', 'list'], { type: 'query' }], planList);
  queryClient.setQueryData([['site', 'info'], { type: 'query' }], { ...baseSite, ...seed.site });
  queryClient.setQueryData([['site', 'stats'], { type: 'query' }], { creations: 12, creators: 1 });
  queryClient.setQueryData([['auth', 'session'], { type: 'query' }], seed.signedIn ? { user, expiresAt: Date.now() + 3_600_000 } : null);
  if (seed.planId !== undefined) queryClient.setQueryData([['billing', 'current'], { type: 'query' }], { planId: seed.planId });
  if (seed.order) queryClient.setQueryData([['checkout', 'order'], { input: { id: ORDER_ID }, type: 'query' }], seed.order);
  return renderToString(
    <AppProviders queryClient={queryClient} trpcClient={createClient()}>
      <MemoryRouter initialEntries={[seed.url ?? '/']}>{page}</MemoryRouter>
    </AppProviders>,
  );
}

/** The text a reader sees in an HTML fragment. */
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '').replace(/&nbsp;|[\u00a0\u202f]/g, ' ').replace(/&#x27;/g, '’');
/** The text of every element carrying `data-feature="<feature>"`. */
function featureTexts(html: string, feature: Feature): string[] {
  return [...html.matchAll(new RegExp(`<(li|span)[^>]*data-feature="${feature}"[^>]*>(.*?)</\\1>`, 'gs'))].map((m) => text(m[2]!));
}
const unbuilt = (Object.keys(FEATURE_STATUS) as Feature[]).filter((f) => !FEATURE_STATUS[f].available);
const built = (Object.keys(FEATURE_STATUS) as Feature[]).filter((f) => FEATURE_STATUS[f].available);

describe('« Bientôt disponible » on everything sold but not built (shared/features.ts)', () => {
  for (const [where, page] of [
    ['the landing page', <HomePage key="home" />],
    ['/tarifs', <PricingPage key="pricing" />],
  ] as const) {
    it(`${where}: each unbuilt feature of the plan cards carries the mark, each built one does not`, () => {
      const all = render(page);
      const html = all.slice(all.indexOf('<div class="plans">'), all.includes('id="faq"') ? all.indexOf('id="faq"') : undefined);
      for (const feature of unbuilt) {
        const lines = featureTexts(html, feature);
        expect(lines, feature).toHaveLength(3); // one line per plan card: included or greyed
        for (const line of lines) expect(line, feature).toContain(COMING_SOON);
      }
      for (const feature of built) {
        const lines = featureTexts(html, feature);
        expect(lines, feature).toHaveLength(3);
        for (const line of lines) expect(line, feature).not.toContain(COMING_SOON);
      }
    });
  }

  it('the landing showcase marks none of its tabs now that DigitalMe and Face Swap are built', () => {
    const tabs = [...render(<HomePage />).matchAll(/<button[^>]*role="tab"[^>]*>(.*?)<\/button>/gs)].map((m) => text(m[1]!));
    expect(tabs).toEqual(['Titre', 'Prompt', 'Ajout image', 'DigitalMe', 'Face Swap', 'Modification']);
  });

  it('clothes and objects are promised, on the showcase and in the FAQ, only when the server has a hosted image engine', () => {
    // The showcase's tabs are an island that renders its active tab only: its options are checked as HomePage words them.
    const modification = (ai: boolean) => stepTwoFor(STEP_TWO, ai).find((o) => o.key === 'modification')!.paragraph;
    expect(modification(false)).not.toMatch(/vêtement/i);
    expect(modification(false)).toContain('texte, couleurs, tailles, positions');
    expect(modification(true)).toContain('et même les vêtements ou un objet de la photo');
    for (const o of STEP_TWO) expect(o.paragraph, o.key).not.toMatch(/vêtement/i);

    const local = text(render(<HomePage />, { site: { aiPictureEdits: false } }));
    expect(local).not.toMatch(/vêtement/i);
    const hosted = render(<HomePage />, { site: { aiPictureEdits: true } });
    const faq = text(hosted.slice(hosted.indexOf('id="faq"')));
    expect(faq).toContain('Puis-je changer les vêtements ou un objet sur la photo ?');
    expect(faq).toContain('le moteur IA retouche seulement la photo, jamais le texte');
  });

  it('the MGX3 section sells the logo, which « Ma marque » now puts in every design', () => {
    const mgx3 = text(render(<HomePage />).match(/<section class="mgx3".*?<\/section>/s)![0]);
    expect(mgx3).toContain('Votre logo dans les miniatures');
    expect(mgx3).not.toContain(COMING_SOON);
  });

  it('the FAQ marks every unbuilt feature it mentions, and quotes the packs from the catalogue', () => {
    const html = render(<HomePage />);
    const faq = html.slice(html.indexOf('id="faq"'));
    const mentioned = FAQ.flatMap((item) => item.answer.flatMap((part) => (typeof part === 'string' ? [] : [part.feature])));
    expect(mentioned).toEqual(['digitalme', 'modification']);
    for (const feature of mentioned) for (const line of featureTexts(faq, feature)) {
      if (FEATURE_STATUS[feature].available) expect(line).not.toContain(COMING_SOON);
      else expect(line).toContain(COMING_SOON);
    }
    for (const pack of PACKS) expect(text(faq)).toContain(`${pack.credits} crédits pour ${text(formatXof(pack.priceXof))}`);
    expect(text(faq)).not.toMatch(/1 000 crédits|45 900/);
  });

  it('the testimonials praise nothing that is not built', () => {
    const reviews = text(render(<HomePage />).match(/<section id="avis".*?<\/section>/s)![0]);
    expect(reviews).not.toMatch(/DigitalMe|Face ?Swap|captures ajoutées|mes images|logo|équipe|décri/i);
  });

  it('/tarifs says what Master’s early access holds today, and until when', () => {
    const page = text(render(<PricingPage />));
    expect(page).toContain('Aperçu YouTube — Votre miniature, et ses trois variantes côte à côte');
    expect(page).toContain('(Master jusqu’au 15 janvier 2027, puis tous les forfaits)');
  });

  it('the plan chosen on /tarifs says what it gives today before paying', () => {
    const summary = text(render(<PricingPage />, { url: '/tarifs?plan=PREMIUM' }).match(/data-testid="plan-today".*?<\/div>/s)![0]);
    expect(summary).toContain('Inclus aujourd’hui');
    expect(summary).toContain('Export 4K');
    expect(summary).toContain('FaceSwap');
    expect(summary).toContain('DigitalMe');
    expect(summary).not.toContain(COMING_SOON);
  });

  it('the CGV list every plan feature as offered, and describe the teams', () => {
    const cgv = text(render(<CgvPage />));
    expect(cgv).not.toContain('(bientôt disponible)');
    expect(cgv).toContain('Export 4K, Accès anticipé aux nouveautés, Comptes équipe (jusqu’à 4 membres), Support prioritaire');
    expect(cgv).toContain('FaceSwap, DigitalMe, Export 4K.');
    expect(cgv).toContain('ils utilisent d’abord leurs propres crédits, puis ceux du titulaire');
    expect(cgv).toContain('Un membre n’a accès ni aux factures, ni aux paiements, ni au compte du titulaire');
    expect(cgv).toContain('Version 1.1 — en vigueur le 27 novembre 2026');
  });

  it('the CGU and the privacy policy describe the teams, the modification, DigitalMe, FaceSwap, the export and the closure of the account as offered', () => {
    const cgu = text(render(<CguPage />));
    expect(cgu).not.toContain('la modification par description n’est pas encore proposée');
    expect(cgu).toContain('ou en décrivant le changement en une phrase');
    expect(cgu).not.toMatch(/l’ajout d’images, l’ajout du logo/u);
    expect(cgu).not.toContain('le DigitalMe et le FaceSwap ne sont pas encore proposés');
    expect(cgu).toContain('Le DigitalMe et le FaceSwap sont réservés aux formules Premium et Master.');
    expect(cgu).not.toContain(COMING_SOON);
    expect(cgu).toContain('le lien sert une fois et reste valable 7 jours');
    expect(cgu).not.toContain(`${COMING_SOON} : la fermeture du compte`);
    expect(cgu).toContain('L’Utilisateur change lui-même son nom, sa photo de profil, son mot de passe et l’adresse e-mail du compte (la nouvelle adresse est confirmée par un lien');
    expect(cgu).toContain('Version 1.5');
    const privacy = text(render(<PrivacyPage />));
    expect(privacy).not.toContain(`Photos DigitalMe ${COMING_SOON}`);
    expect(privacy).toContain('Photos DigitalMe');
    expect(privacy).toContain('L’export de vos données et la fermeture de votre compte se font vous-même, tout de suite, depuis votre espace personnel');
    expect(privacy).not.toContain(`espace personnel ${COMING_SOON} ; d’ici là`);
    expect(privacy).toContain("par e-mail à support@minialab.sn ou depuis leur espace personnel");
  });

  it('the privacy policy says what DigitalMe does with the face (biometric data, why, private, no training, until deletion, hosted engines per request) and lists its earlier versions', () => {
    const privacy = text(render(<PrivacyPage />));
    expect(privacy).toContain('Version 1.4 — en vigueur le 29 novembre 2026');
    expect(privacy).toContain('Versions précédentes : version 1.3, en vigueur à partir du 27 novembre 2026 ; version 1.2, en vigueur à partir du 24 novembre 2026 ; version 1.1, en vigueur à partir du 23 novembre 2026 ; version 1.0, en vigueur à partir du 10 août 2025');
    expect(privacy).toContain('sous la mention « ancien membre », sans votre nom');
    const section = privacy.slice(privacy.lastIndexOf('DigitalMe et données biométriques'), privacy.indexOf('Nous traitons vos données, conformément'));
    expect(section.length).toBeGreaterThan(500);
    for (const said of ['données biométriques', 'consentement explicite', 'vérifier chaque photo', 'la même personne', 'vous placer dans vos miniatures', 'sont privés', 'jamais à entraîner un modèle', 'jusqu’à ce que vous supprimiez votre DigitalMe ou fermiez votre compte', 'efface aussitôt', 'au plus trois de vos photos', 'jamais sur la couleur de votre peau']) {
      expect(section).toContain(said);
    }
  });
});

describe('the rating', () => {
  it('is not shown at all unless configured, and never with a count of reviews', () => {
    const html = text(render(<HomePage />));
    expect(html).not.toMatch(/\/ 5|Note des avis|Voir les avis/);
    expect(html).toContain('Créateurs inscrits');
    expect(productJsonLd(baseSite)).not.toHaveProperty('aggregateRating');
  });
  it('is attributed to the outside review site, with its link, when configured', () => {
    const html = render(<HomePage />, { site: { reviews: { url: 'https://www.trustpilot.com/review/minialab.sn', siteName: 'trustpilot.com', rating: 4.5 } } });
    const stat = html.match(/<a href="([^"]+)"[^>]*data-testid="stat-rating"[^>]*>(.*?)<\/a>/s)!;
    expect(stat[1]).toBe('https://www.trustpilot.com/review/minialab.sn');
    expect(text(stat[2]!)).toBe('4,5 / 5 sur trustpilot.com');
    expect(text(html)).toContain('Voir les avis sur trustpilot.com (4,5 / 5)');
    expect(text(html)).not.toMatch(/1 200|créateurs sur/);
    expect(productJsonLd({ ...baseSite, reviews: { url: 'https://x.example', siteName: 'x.example', rating: 4.5 } })).not.toHaveProperty('aggregateRating');
  });
});

describe('calls to action follow who is looking', () => {
  const headerCta = (html: string) => text(html.match(/<nav id="nav-principale".*?<\/nav>/s)![0]);
  const heroCta = (html: string) => text(html.match(/<div class="hero__actions">.*?<\/div>/s)![0]);
  it('a visitor is asked to subscribe and to sign up', () => {
    expect(headerCta(render(<Header />))).toContain('S’abonner');
    expect(heroCta(render(<HomePage />))).toContain('S’inscrire Maintenant');
  });
  it('a signed-in member without a plan is asked to choose one', () => {
    const seed = { signedIn: true, planId: null };
    expect(headerCta(render(<Header />, seed))).toContain('Choisir un forfait');
    expect(headerCta(render(<Header />, seed))).not.toContain('S’abonner');
    expect(heroCta(render(<HomePage />, seed))).toContain('Choisir un forfait');
    expect(heroCta(render(<HomePage />, seed))).not.toContain('S’inscrire');
  });
  it('a subscriber manages the plan instead of subscribing again', () => {
    const seed = { signedIn: true, planId: 'PREMIUM' };
    const header = render(<Header />, seed);
    expect(headerCta(header)).toContain('Mon forfait');
    expect(headerCta(header)).not.toContain('S’abonner');
    expect(header).toContain('href="/espace#abonnement"');
    const hero = heroCta(render(<HomePage />, seed));
    expect(hero).toContain('Gérer mon abonnement');
    expect(hero).not.toMatch(/S’inscrire|Choisir un forfait/);
  });
});

describe('/success says only what is true', () => {
  const heading = (html: string) => text(html.match(/<h1[^>]*>(.*?)<\/h1>/s)![1]!);
  it('without an order: nothing to show', () => {
    expect(heading(render(<SuccessPage />, { url: '/success', signedIn: true }))).toBe('Aucun paiement à afficher');
  });
  it('signed out: sign in to see it, and come back to this order', () => {
    const html = render(<SuccessPage />, { url: `/success?commande=${ORDER_ID}` });
    expect(heading(html)).toBe('Connectez-vous pour voir votre paiement');
    expect(html).toContain(`href="/connexion?suivant=${encodeURIComponent(`/success?commande=${ORDER_ID}`)}"`);
  });
  it('an order not paid yet is « en cours de confirmation »; only a paid one is confirmed', () => {
    const order = { id: ORDER_ID, kind: 'pack', product: 'PACK_100', label: 'Pack de 100 crédits', amountXof: 5900, createdAt: '', paidAt: null, creditsGranted: null, periodStart: null, periodEnd: null, invoice: null };
    const pending = render(<SuccessPage />, { url: `/success?commande=${ORDER_ID}`, signedIn: true, order: { ...order, status: 'pending' } });
    expect(heading(pending)).toBe('Paiement en cours de confirmation');
    expect(text(pending)).toContain('Référence de commande : CMD-1A2B3C4D');
    const failed = render(<SuccessPage />, { url: `/success?commande=${ORDER_ID}`, signedIn: true, order: { ...order, status: 'failed' } });
    expect(heading(failed)).toBe('Le paiement n’a pas abouti');
    const paid = render(<SuccessPage />, { url: `/success?commande=${ORDER_ID}`, signedIn: true, order: { ...order, status: 'paid', paidAt: new Date().toISOString(), creditsGranted: 100 } });
    expect(heading(paid)).toBe('Paiement confirmé');
  });
});

describe('the legal pages name the editor honestly', () => {
  it('mark the development example identity, and never call it a SUARL', () => {
    const example = render(<CgvPage />, { site: { editor: { name: 'MiniaLab (exemple) — entreprise individuelle', address: 'Dakar', rccm: 'x (exemple)', ninea: 'y (exemple)', example: true } } });
    expect(example).toContain('data-testid="editor-example"');
    expect(text(example)).toContain('Exemple : l’identité de l’éditeur n’est pas configurée');
    const real = render(<CgvPage />);
    expect(real).not.toContain('data-testid="editor-example"');
    expect(text(real)).toContain('Entreprise individuelle de droit sénégalais');
    expect(text(real)).not.toMatch(/SUARL/);
  });
});

describe('the studio before anything is generated', () => {
  it('offers the three modes as tabs, the people’s skin tone (dark first and chosen), the variants and the price of the click', () => {
    const html = render(<StudioPage />, { url: '/studio' });
    const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*>(.*?)<\/button>/gs)].map((m) => text(m[1]!));
    expect(tabs).toEqual(['Titre', 'Prompt', 'Ajout image']);
    expect(html).toMatch(/role="tab" aria-selected="true"[^>]*>Titre</);
    const tones = [...html.matchAll(/<input[^>]*name="skinTone"[^>]*>/g)].map((m) => [/value="([a-z-]+)"/.exec(m[0])?.[1], m[0].includes('checked=""')]);
    expect(tones).toEqual([['dark', true], ['medium-dark', false], ['medium', false], ['medium-light', false], ['light', false]]);
    expect(text(html)).toContain('Teinte des personnages : Foncée');
    expect(text(html)).toContain('1 variante10 crédits');
    expect(text(html)).toContain('3 variantes30 crédits');
    expect(text(html)).toContain('Générer · 10 crédits');
  });
});
