// Where the product draws the line between « the same person » and « someone else » on dlib's descriptor
// distance (issue 32): chosen on one half of the evaluation's pairs, reported on the other. The halves
// are made of people, not pairs, so no face is seen on both sides: a pair counts in a half when both its
// people are in it, and a pair across the halves is left out of both.

export type Half = 'A' | 'B';

export interface PairDistance {
  /** Person keys of the two faces (an unnamed face is its own person). */
  personA: string;
  personB: string;
  same: boolean;
  /** At least one face is a darkened stand-in, not a real photo. */
  standIn: boolean;
  distance: number;
}

/** The share of different-person pairs the chosen distance may accept (issue 32: ≤ 1 %). */
export const MAX_FALSE_ACCEPT_SHARE = 0.01;

/**
 * People dealt alternately to A and B: first the people with several real faces (only they give
 * same-person pairs, so each half gets some), then everyone else, each group in code-point order of
 * its name. Decided before any distance was looked at, and the same on every run.
 */
export function halvesByPerson(faces: ReadonlyArray<{ person: string; standIn: boolean }>): Map<string, Half> {
  const realFaces = new Map<string, number>();
  for (const f of faces) realFaces.set(f.person, (realFaces.get(f.person) ?? 0) + (f.standIn ? 0 : 1));
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const people = [...realFaces.keys()];
  const several = people.filter((p) => realFaces.get(p)! >= 2).sort(byName);
  const others = people.filter((p) => realFaces.get(p)! < 2).sort(byName);
  return new Map([...several, ...others].map((p, i) => [p, i % 2 === 0 ? 'A' : 'B']));
}

/** The half a pair counts in, or null when its two people are on different sides. */
export function halfOf(pair: Pick<PairDistance, 'personA' | 'personB'>, halves: ReadonlyMap<string, Half>): Half | null {
  const a = halves.get(pair.personA);
  return a !== undefined && a === halves.get(pair.personB) ? a : null;
}

/**
 * The largest distance, to the hundredth, that calls at most `maxShare` of these different-person pairs
 * « the same person » (same person at distance ≤ threshold), `margin` below the first of them it must
 * refuse: a pair measured again on the same photos sent otherwise (re-encoded, resized) moves by the
 * measurement's noise, and a stranger right above the threshold must not cross it then. With fewer than
 * 100 pairs the first to refuse is the closest two strangers.
 */
export function chooseThreshold(differentDistances: readonly number[], maxShare = MAX_FALSE_ACCEPT_SHARE, margin = 0): { threshold: number; allowed: number; pairs: number; firstRefused: number | null; margin: number } {
  if (differentDistances.length === 0) throw new Error('no different-person pair to choose a threshold on');
  const sorted = [...differentDistances].sort((a, b) => a - b);
  const allowed = Math.floor(maxShare * sorted.length + 1e-9);
  // The first distance that must stay refused; the threshold is the largest hundredth strictly below it less the margin.
  const firstRefused = sorted[allowed];
  const threshold = firstRefused === undefined ? Math.floor(sorted.at(-1)! * 100) / 100 : (Math.ceil((firstRefused - margin) * 100 - 1e-9) - 1) / 100;
  return { threshold, allowed, pairs: sorted.length, firstRefused: firstRefused ?? null, margin };
}

export interface Errors {
  samePairs: number;
  falseRejects: number;
  differentPairs: number;
  falseAccepts: number;
}

/** False rejects among same-person pairs and false accepts among different-person pairs, for a decision. */
export function countErrors<P extends { same: boolean }>(pairs: readonly P[], isSame: (p: P) => boolean): Errors {
  const errors: Errors = { samePairs: 0, falseRejects: 0, differentPairs: 0, falseAccepts: 0 };
  for (const p of pairs) {
    const said = isSame(p);
    if (p.same) {
      errors.samePairs++;
      if (!said) errors.falseRejects++;
    } else {
      errors.differentPairs++;
      if (said) errors.falseAccepts++;
    }
  }
  return errors;
}

/**
 * One-sided 95 % upper bound on an error rate seen `errors` times in `n` trials (Clopper–Pearson: the
 * rate at which seeing so few errors has a 5 % chance). At 0 errors it is 1 − 0.05^(1/n), about 3/n
 * (the rule of three). NaN with no trial.
 */
export function upperBound95(errors: number, n: number): number {
  if (n === 0) return Number.NaN;
  if (errors >= n) return 1;
  const atMost = (p: number) => {
    // P(X ≤ errors) for X ~ Binomial(n, p), summed in logs so large n does not overflow.
    let sum = 0;
    let logTerm = n * Math.log1p(-p);
    for (let k = 0; k <= errors; k++) {
      sum += Math.exp(logTerm);
      logTerm += Math.log((n - k) / (k + 1)) + Math.log(p) - Math.log1p(-p);
    }
    return sum;
  };
  let lo = errors / n;
  let hi = 1;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (atMost(mid) > 0.05) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** A measured face of the evaluation, as the operating point needs it. */
export interface OperatingPointFace {
  /** identityFaceId: photo, place, and for a stand-in how it was made. */
  id: string;
  file: string;
  face: number;
  /** The person's name, or for an unnamed face a name of its own (the manifest's). */
  person: string;
  personKnown: boolean;
  standIn: boolean;
  /** Only the skin darkened (brows and lips left light): further from a real face than a whole-face stand-in. */
  skinOnly: boolean;
  descriptor: readonly number[] | null;
}

export interface LabelledPair extends PairDistance {
  a: string;
  b: string;
  skinOnly: boolean;
}

/** Pairs as the evaluation counts them: not two unnamed people, not a face with itself or its own stand-in. */
export function labelledPairs(faces: readonly OperatingPointFace[], distance: (a: OperatingPointFace, b: OperatingPointFace) => number): LabelledPair[] {
  const pairs: LabelledPair[] = [];
  const usable = faces.filter((f) => f.descriptor?.length);
  for (let i = 0; i < usable.length; i++) {
    for (let j = i + 1; j < usable.length; j++) {
      const a = usable[i]!;
      const b = usable[j]!;
      if (!a.personKnown && !b.personKnown) continue;
      if (a.file === b.file && a.face === b.face) continue;
      pairs.push({
        a: a.id,
        b: b.id,
        personA: a.person,
        personB: b.person,
        same: a.personKnown && b.personKnown && a.person === b.person,
        standIn: a.standIn || b.standIn,
        skinOnly: a.skinOnly || b.skinOnly,
        distance: distance(a, b),
      });
    }
  }
  return pairs;
}

/** Identity as recorded before issue 32 (scripts/eval-before/identity.json): each pair's scores then. */
export interface IdentityBefore {
  commit: string;
  date: string;
  sameIdentity: number;
  samePersonDistance: number;
  pairs: Array<{ a: string; b: string; same: boolean; standIn: boolean; product: number; faceres: number; distance: number }>;
}

export interface ErrorsWithBounds extends Errors {
  /** One-sided 95 % upper bounds of the two rates. */
  falseAcceptBound: number;
  falseRejectBound: number;
}

const withBounds = (e: Errors): ErrorsWithBounds => ({ ...e, falseAcceptBound: upperBound95(e.falseAccepts, e.differentPairs), falseRejectBound: upperBound95(e.falseRejects, e.samePairs) });

export interface OperatingPointReport {
  halves: { A: string[]; B: string[] };
  pairs: { A: number; B: number; across: number };
  /** Null when half A has no different-person pair to choose on: the report on B is then at the product's distance. */
  chosen: ReturnType<typeof chooseThreshold> | null;
  /** The pair of A the choice must refuse first (its two faces), with the noise margin kept below it and where that margin comes from. */
  firstRefusedPair: { a: string; b: string; distance: number } | null;
  margin: { p95: number; measured: boolean };
  /**
   * The same choice with a face's distance to its own re-encodings (p95) as the margin instead, and half
   * B at it: what that larger bound on the noise would cost, printed beside the choice.
   */
  ownVariant: { margin: number; threshold: number; real: Errors; standIns: Errors } | null;
  /** SAME_PERSON_DISTANCE as the product has it, to say whether it is the chosen one. */
  product: number;
  /** Half B at the chosen distance: real photos, stand-ins, and stand-ins whose skin alone was darkened. */
  after: { real: ErrorsWithBounds; standIns: ErrorsWithBounds; skinOnly: ErrorsWithBounds; wholeFace: ErrorsWithBounds };
  /** Every pair at the chosen distance, halves and across (in-sample: half A chose it). */
  allPairs: { real: Errors; standIns: Errors };
  /** Real pairs across the halves taken for the same person at the chosen distance: seen by neither half. */
  acrossFalseAccepts: Array<{ a: string; b: string; distance: number }>;
  /** The recorded scores before issue 32 on half B's pairs, and on every recorded pair. */
  before: { commit: string; date: string; halfB: { product: { real: Errors; standIns: Errors }; faceres: { real: Errors; standIns: Errors } }; all: { product: { real: Errors; standIns: Errors }; faceres: { real: Errors; standIns: Errors } }; missing: number } | null;
}

/** The operating point on the evaluation's faces: chosen on half A, reported on half B, with the record from before. */
/**
 * The operating point on the evaluation's faces: chosen on half A, `margin.p95` (the descriptor's own
 * noise: upload-noise.ts) under the first stranger A must refuse, reported on half B, with the record from before.
 */
export function operatingPointReport(
  faces: readonly OperatingPointFace[],
  distance: (a: OperatingPointFace, b: OperatingPointFace) => number,
  product: number,
  before: IdentityBefore | null,
  margin: { p95: number; measured: boolean } = { p95: 0, measured: false },
  ownVariantMargin: number | null = null,
): OperatingPointReport {
  const halves = halvesByPerson(faces);
  const pairs = labelledPairs(faces, distance);
  const inHalf = (h: Half) => pairs.filter((p) => halfOf(p, halves) === h);
  const [a, b] = [inHalf('A'), inHalf('B')];
  const strangersA = a.filter((p) => !p.same).sort((x, y) => x.distance - y.distance);
  const chosen = strangersA.length > 0 ? chooseThreshold(strangersA.map((p) => p.distance), MAX_FALSE_ACCEPT_SHARE, margin.p95) : null;
  const first = chosen ? strangersA[chosen.allowed] : undefined;
  const threshold = chosen?.threshold ?? product;
  const said = (p: PairDistance) => p.distance <= threshold;
  const split = <P extends { standIn: boolean; same: boolean }>(list: readonly P[], isSame: (p: P) => boolean) => ({ real: countErrors(list.filter((p) => !p.standIn), isSame), standIns: countErrors(list.filter((p) => p.standIn), isSame) });
  const people = (h: Half) => [...halves].filter(([, x]) => x === h).map(([p]) => p);

  let recorded: OperatingPointReport['before'] = null;
  if (before) {
    const personOf = new Map(faces.map((f) => [f.id, f.person]));
    const known = before.pairs.filter((p) => personOf.has(p.a) && personOf.has(p.b));
    const halfB = known.filter((p) => halfOf({ personA: personOf.get(p.a)!, personB: personOf.get(p.b)! }, halves) === 'B');
    const product = (p: IdentityBefore['pairs'][number]) => p.product >= before.sameIdentity;
    const faceres = (p: IdentityBefore['pairs'][number]) => p.faceres >= before.sameIdentity;
    recorded = {
      commit: before.commit,
      date: before.date,
      halfB: { product: split(halfB, product), faceres: split(halfB, faceres) },
      all: { product: split(before.pairs, product), faceres: split(before.pairs, faceres) },
      missing: before.pairs.length - known.length,
    };
  }
  const bReal = b.filter((p) => !p.standIn);
  const bStandIns = b.filter((p) => p.standIn);
  const wider = chosen && ownVariantMargin !== null ? chooseThreshold(strangersA.map((p) => p.distance), MAX_FALSE_ACCEPT_SHARE, ownVariantMargin).threshold : null;
  const saidAt = (t: number) => (p: PairDistance) => p.distance <= t;
  return {
    halves: { A: people('A'), B: people('B') },
    pairs: { A: a.length, B: b.length, across: pairs.length - a.length - b.length },
    chosen,
    firstRefusedPair: first ? { a: first.a, b: first.b, distance: first.distance } : null,
    margin,
    ownVariant: wider === null ? null : { margin: ownVariantMargin!, threshold: wider, real: countErrors(bReal, saidAt(wider)), standIns: countErrors(bStandIns, saidAt(wider)) },
    product,
    after: {
      real: withBounds(countErrors(bReal, said)),
      standIns: withBounds(countErrors(bStandIns, said)),
      skinOnly: withBounds(countErrors(bStandIns.filter((p) => p.skinOnly), said)),
      wholeFace: withBounds(countErrors(bStandIns.filter((p) => !p.skinOnly), said)),
    },
    allPairs: split(pairs, said),
    acrossFalseAccepts: pairs.filter((p) => !p.standIn && !p.same && halfOf(p, halves) === null && said(p)).map((p) => ({ a: p.a, b: p.b, distance: p.distance })),
    before: recorded,
  };
}

const percent = (n: number, d = 1) => (Number.isFinite(n) ? `${(100 * n).toLocaleString('fr-FR', { maximumFractionDigits: d })} %` : '—');
const rate = (k: number, n: number) => (n === 0 ? 'aucune paire' : `${k}/${n} (${percent(k / n)})`);
const bounded = (k: number, n: number, bound: number) => (n === 0 ? 'aucune paire' : `${rate(k, n)}, au plus ${percent(bound)} à 95 %`);
const errorsLine = (e: Errors) => `fausses acceptations ${rate(e.falseAccepts, e.differentPairs)}, faux refus ${rate(e.falseRejects, e.samePairs)}`;
const boundedLine = (e: ErrorsWithBounds) => `fausses acceptations ${bounded(e.falseAccepts, e.differentPairs, e.falseAcceptBound)} ; faux refus ${bounded(e.falseRejects, e.samePairs, e.falseRejectBound)}`;

/** The section `npm run eval:faces` prints: the line on dark skin first, then before and after with counts. */
export function formatOperatingPoint(r: OperatingPointReport): string[] {
  const num = (v: number) => v.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
  const lines: string[] = [];
  lines.push('Identité : point de fonctionnement (distance du descripteur dlib ; même personne à distance ≤ seuil)');
  lines.push('  IDENTITÉ NON VALIDÉE SUR PEAU FONCÉE : aucune photo d’une personne à la peau foncée n’est disponible ici (FACES.md) ;');
  lines.push('  les « substituts » sont des visages clairs assombris, ils ne mesurent rien sur de vrais visages à la peau foncée.');
  lines.push(`  Moitiés par personne (les personnes à plusieurs visages d’abord, puis les autres, chaque groupe par nom, en alternance) :`);
  lines.push(`    A (choix) : ${r.halves.A.join(', ')}`);
  lines.push(`    B (rapport) : ${r.halves.B.join(', ')}`);
  lines.push(`    paires : ${r.pairs.A} dans A, ${r.pairs.B} dans B, ${r.pairs.across} entre A et B (écartées des deux)`);
  if (r.chosen) {
    const first = r.firstRefusedPair;
    lines.push(`  Choix sur A : plus grande distance (au centième) acceptant au plus ${percent(MAX_FALSE_ACCEPT_SHARE, 0)} des ${r.chosen.pairs} paires de personnes différentes (réelles et substituts), soit ${r.chosen.allowed},`);
    lines.push(`    sous la première qu’elle doit refuser${first ? ` (${first.a} et ${first.b}, ${num(first.distance)})` : ''} moins la marge du bruit de mesure, ${num(r.margin.p95)}`);
    lines.push(`    (p95 de l’écart de la distance d’une paire quand ses deux photos sont renvoyées par téléphone, ${r.margin.measured ? 'mesuré ici' : 'enregistré dans scripts/eval-records/upload-noise.json, non mesuré à ce passage'}) : seuil ${num(r.chosen.threshold)}`);
    if (r.ownVariant) {
      const o = r.ownVariant;
      lines.push(`    avec pour marge la distance d’un visage à ses propres renvois (p95 ${num(o.margin)}, borne de l’écart d’une paire, non retenue) : seuil ${num(o.threshold)} ; sur B, réelles ${errorsLine(o.real)} ; substituts ${errorsLine(o.standIns)}`);
    }
    lines.push(`  Seuil du produit (identity.ts SAME_PERSON_DISTANCE) : ${num(r.product)}${r.product === r.chosen.threshold ? ', celui choisi' : ` — DIFFÉRENT du seuil choisi ${num(r.chosen.threshold)}`}`);
  } else {
    lines.push(`  Choix non mesurable : aucune paire de personnes différentes dans A. Rapport au seuil du produit, ${num(r.product)}`);
  }
  lines.push(`  Après, sur B (jamais vu par le choix), au seuil ${r.chosen ? 'choisi' : 'du produit'} :`);
  lines.push(`    photos réelles : ${boundedLine(r.after.real)}`);
  lines.push(`    substituts : ${boundedLine(r.after.standIns)}`);
  lines.push(`      dont peau seule assombrie : ${boundedLine(r.after.skinOnly)}`);
  lines.push(`      dont visage entier assombri : ${boundedLine(r.after.wholeFace)}`);
  lines.push(`  Toutes les paires à ce seuil (A compris, qui l’a choisi) : réelles ${errorsLine(r.allPairs.real)} ; substituts ${errorsLine(r.allPairs.standIns)}`);
  for (const x of r.acrossFalseAccepts) lines.push(`    paire réelle entre A et B prise pour une même personne : ${x.a} et ${x.b}, distance ${num(x.distance)}`);
  if (r.before) {
    const b = r.before;
    lines.push(`  Avant (scripts/eval-before/identity.json, commit ${b.commit.slice(0, 10)} du ${b.date}, mesuré sur les fichiers commités tels quels ; faceres n’est plus dans le produit, ses chiffres ne se mesurent plus) :`);
    lines.push(`    sur B, produit d’alors (descripteur, seuil 0,55 et score arrondi ; faceres en repli) : réelles ${errorsLine(b.halfB.product.real)} ; substituts ${errorsLine(b.halfB.product.standIns)}`);
    lines.push(`    sur B, faceres seul : réelles ${errorsLine(b.halfB.faceres.real)} ; substituts ${errorsLine(b.halfB.faceres.standIns)}`);
    lines.push(`    toutes les paires, produit d’alors : réelles ${errorsLine(b.all.product.real)} ; substituts ${errorsLine(b.all.product.standIns)}`);
    lines.push(`    toutes les paires, faceres seul : réelles ${errorsLine(b.all.faceres.real)} ; substituts ${errorsLine(b.all.faceres.standIns)}`);
    if (b.missing > 0) lines.push(`    (${b.missing} paires enregistrées sans leurs visages dans cette évaluation : laissées hors de B)`);
  }
  return lines;
}
