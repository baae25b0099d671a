// Checks a DigitalMe set as a whole, once each photo passed its own content checks: near-duplicates
// (perceptual hash) and identity (dlib's descriptor against the set's most central photo), then the count.
import { DIGITALME_MAX_PHOTOS, DIGITALME_MIN_PHOTOS } from '../../shared/digitalme';
import { centralIndex, identityScore, SAME_PERSON_SCORE } from '../vision/identity';
import { hammingDistance } from '../vision/perceptual-hash';
import { refused, type PhotoCheck, type PhotoFacts } from './photo-check';

export const setLimits = {
  min: DIGITALME_MIN_PHOTOS,
  max: DIGITALME_MAX_PHOTOS,
  /** Hash bits two photos may differ by and still be one photo sent twice (re-encoded, resized, lightly cropped). */
  duplicateBits: 8,
  /** Identity score (identity.ts) against the central photo below which a photo shows someone else: SAME_PERSON_DISTANCE's. */
  sameIdentity: SAME_PERSON_SCORE,
};

export type SetLimits = typeof setLimits;

export interface SetCheck {
  /** One verdict per photo, in the order given: content refusals kept, set refusals added. */
  photos: PhotoCheck[];
  /** Index of the most central accepted photo (the identity reference), or null when none passed. */
  central: number | null;
  /** Similarity of each photo to the central one (null where the face could not be measured). */
  similarity: Array<number | null>;
  valid: number;
  verdict: 'accepted' | 'too_few' | 'too_many';
}

export function checkSet(checks: readonly PhotoCheck[], options: Partial<SetLimits> = {}): SetCheck {
  const limits = { ...setLimits, ...options };
  const photos = [...checks];
  // Duplicates first: two copies of one photo would otherwise pull the central photo toward themselves.
  // The first of a pair stays (the person sent it first); each later copy is refused.
  for (let i = 0; i < photos.length; i++) {
    const a = photos[i]!;
    if (a.status !== 'accepted') continue;
    for (let j = 0; j < i; j++) {
      const b = photos[j]!;
      if (b.status !== 'accepted') continue;
      const bits = hammingDistance(a.facts.hash, b.facts.hash);
      if (bits <= limits.duplicateBits) {
        photos[i] = refused('duplicate', `${bits} bits from photo ${j}`, a.facts);
        break;
      }
    }
  }
  // A face without a descriptor (measured before identity was dlib's alone, and not yet measured again
  // by the backfill job) cannot be compared: it is not taken for the person. `other_person` is judged
  // again whenever the set is, so the photo comes back once its descriptor is there.
  for (let i = 0; i < photos.length; i++) {
    const p = photos[i]!;
    if (p.status === 'accepted' && !p.facts.descriptor?.length) photos[i] = refused('other_person', 'no identity descriptor: measured before descriptors, not yet backfilled', p.facts);
  }
  const kept = photos.flatMap((p, index) => (p.status === 'accepted' ? [{ index, facts: p.facts }] : []));
  const c = centralIndex(kept.map((k) => k.facts));
  const central = kept[c];
  const similarity = photos.map((p) => {
    const facts = p.status === 'accepted' ? p.facts : p.facts;
    return central && facts ? identityScore(facts, central.facts) : null;
  });
  // A set of one photo has nothing to compare against; from two photos on, each is compared to the centre.
  if (central && kept.length >= 2) {
    for (const { index, facts } of kept) {
      const s = similarity[index] ?? 0;
      if (index !== central.index && s < limits.sameIdentity) photos[index] = refused('other_person', `similarity ${s.toFixed(3)} to photo ${central.index}`, facts);
    }
  }
  const valid = photos.filter((p) => p.status === 'accepted').length;
  const verdict = photos.length > limits.max ? 'too_many' : valid < limits.min ? 'too_few' : 'accepted';
  return { photos, central: central ? central.index : null, similarity, valid, verdict };
}

/** A photo added to a set already checked: duplicate or other person, against the set's accepted photos. */
export function checkAgainstSet(check: PhotoCheck, set: readonly PhotoFacts[], options: Partial<SetLimits> = {}): PhotoCheck {
  if (check.status !== 'accepted' || set.length === 0) return check;
  const all = [...set.map((facts): PhotoCheck => ({ status: 'accepted', facts })), check];
  const result = checkSet(all, { ...options, min: 0, max: Number.POSITIVE_INFINITY });
  return result.photos[all.length - 1]!;
}
