// The legal texts are Markdown (client/pages/legal/texts/). A version begins with the list of the costs
// and prices it states (`clé: valeur` lines between `---`); its body names them by `{{clé}}`. The
// version in force takes them from the constants below, so a test can hold its list equal to them: a
// price cannot change without a new version. An archive has them written in, as they were on its last
// day; only the identity slots ({{marque}}, {{support}}, {{editeur}}) are filled when it is served.
import { CREDIT_COSTS, SIGNUP_GIFT } from './credits';
import { COMING_SOON, FEATURE_LABELS, type Feature } from './features';
import { formatXof } from './money';
import { PACKS, PLANS, splitVat } from './plans';
import { ACCESS_TOKEN_TTL_S, GOOGLE_STATE_TTL_MINUTES, KNOWN_DEVICE_DAYS, MFA_CHALLENGE_TTL_MINUTES, REFRESH_TOKEN_TTL_DAYS, SIGN_IN_CODE_TTL_MINUTES } from './session';

/** Filled from the server's configuration when a text is served, never written into an archive. */
export const IDENTITY_SLOTS = ['marque', 'support', 'editeur'] as const;

const count = new Intl.NumberFormat('fr-FR');

/** Every cost, price and duration a text may state, by its key, as the text writes it (its unit stays in the text). */
export function legalValues(): Record<string, string> {
  const values: Record<string, string> = {
    'cout.generation': count.format(CREDIT_COSTS.generation),
    'cout.modification': count.format(CREDIT_COSTS.modification),
    'cout.faceswap': count.format(CREDIT_COSTS.faceswap),
    'offre.credits': count.format(SIGNUP_GIFT.credits),
    'offre.miniatures': count.format(SIGNUP_GIFT.credits / CREDIT_COSTS.generation),
    'offre.jours': count.format(SIGNUP_GIFT.validDays),
    'session.acces': count.format(ACCESS_TOKEN_TTL_S / 3600),
    'session.renouvellement': count.format(REFRESH_TOKEN_TTL_DAYS),
    'session.appareil': count.format(KNOWN_DEVICE_DAYS),
    'session.code': count.format(SIGN_IN_CODE_TTL_MINUTES),
    'session.mfa': count.format(MFA_CHALLENGE_TTL_MINUTES),
    'session.google': count.format(GOOGLE_STATE_TTL_MINUTES),
  };
  for (const plan of PLANS) {
    const { ht, tva } = splitVat(plan.priceXof);
    values[`formule.${plan.id}.prix`] = formatXof(plan.priceXof);
    values[`formule.${plan.id}.tva`] = formatXof(tva);
    values[`formule.${plan.id}.ht`] = formatXof(ht);
    values[`formule.${plan.id}.miniatures`] = count.format(plan.thumbnailsPerMonth);
    values[`formule.${plan.id}.credits`] = count.format(plan.creditsPerMonth);
  }
  for (const pack of PACKS) {
    const { ht, tva } = splitVat(pack.priceXof);
    values[`pack.${pack.credits}.prix`] = formatXof(pack.priceXof);
    values[`pack.${pack.credits}.tva`] = formatXof(tva);
    values[`pack.${pack.credits}.ht`] = formatXof(ht);
  }
  return values;
}

/** The features a plan lists, each marked while it is not built (DECISIONS.md « Honesty of the pages »). */
function planFeatures(isAvailable: (f: Feature) => boolean): Record<string, string> {
  return Object.fromEntries(
    PLANS.map((plan) => [`fonctionnalites.${plan.id}`, plan.features.map((f) => (isAvailable(f) ? FEATURE_LABELS[f] : `${FEATURE_LABELS[f]} (${COMING_SOON.toLowerCase()})`)).join(', ')]),
  );
}

export const SOON_HTML = `<span class="soon">${COMING_SOON}</span>`;

export interface LegalSource {
  /** The costs and prices the version states, by key. */
  values: Record<string, string>;
  body: string;
}

/** Splits a text into the list it begins with and its body. */
export function parseLegalText(markdown: string): LegalSource {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(markdown);
  if (!m) return { values: {}, body: markdown };
  const values: Record<string, string> = {};
  for (const line of m[1]!.split('\n')) {
    const i = line.indexOf(':');
    if (i > 0) values[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  return { values, body: markdown.slice(m[0].length) };
}

export function writeLegalText({ values, body }: LegalSource): string {
  const lines = Object.entries(values).map(([k, v]) => `${k}: ${v}`);
  return `---\n${lines.join('\n')}\n---\n${body}`;
}

/** The `{{…}}` slots a body names, identity slots and feature conditions left out. */
export function slotsOf(body: string): string[] {
  const names = [...body.matchAll(/\{\{([^}]+)\}\}/g)].map((m) => m[1]!);
  return [...new Set(names.filter((n) => !(IDENTITY_SLOTS as readonly string[]).includes(n) && !/^(si |sinon$|fin$)/.test(n)))];
}

/**
 * Fills a body's cost, price and feature slots: `{{si a b}}…{{sinon}}…{{fin}}` keeps its first part
 * when every feature named is built, `{{bientot.f}}` is the mark while `f` is not, `{{fonctionnalites.P}}`
 * lists plan P's features. Identity slots stay. A slot it does not know is an error, never blank text.
 */
export function fillLegalText(body: string, values: Record<string, string>, isAvailable: (f: Feature) => boolean): string {
  const withConditions = body.replace(/\{\{si ([^}]+)\}\}([\s\S]*?)(?:\{\{sinon\}\}([\s\S]*?))?\{\{fin\}\}/g, (_, names: string, yes: string, no?: string) =>
    names.trim().split(/\s+/).every((f) => isAvailable(f as Feature)) ? yes : (no ?? ''),
  );
  const slots: Record<string, string> = { ...planFeatures(isAvailable), ...values };
  return withConditions.replace(/\{\{([^}]+)\}\}/g, (whole, name: string) => {
    if ((IDENTITY_SLOTS as readonly string[]).includes(name)) return whole;
    if (name.startsWith('bientot.')) return isAvailable(name.slice('bientot.'.length) as Feature) ? '' : ` ${SOON_HTML}`;
    const value = slots[name];
    if (value === undefined) throw new Error(`legal text: unknown slot {{${name}}}`);
    return value;
  });
}

/**
 * The version in force as its archive: the costs and prices of its list and the feature marks of
 * today written in; the identity slots kept, so no configured (or example) identity is ever frozen.
 */
export function freezeLegalText(markdown: string, isAvailable: (f: Feature) => boolean): string {
  const { values, body } = parseLegalText(markdown);
  return writeLegalText({ values, body: fillLegalText(body, values, isAvailable) });
}
