// Master's « Accès anticipé aux nouveautés »: a new feature can start as early access,
// for Master (and its team members) only, until its public date; from that day every plan that
// includes it has it. /tarifs and Mon espace list what is in early access now, with that date.
import { formatLegalDate } from './legal';

export type EarlyAccessId = 'youtube_preview';

export interface EarlyAccessFeature {
  id: EarlyAccessId;
  name: string;
  /** What it does, in one French sentence. */
  what: string;
  /** ISO date (Dakar = UTC) from which it is open to every plan. */
  openOn: string;
}

export const EARLY_ACCESS: readonly EarlyAccessFeature[] = [
  {
    id: 'youtube_preview',
    name: 'Aperçu YouTube',
    what: 'Votre miniature, et ses trois variantes côte à côte, telle qu’elle apparaîtra sur YouTube : page d’accueil, recherche et téléphone, en thème clair ou sombre, avec votre chaîne.',
    openOn: '2027-01-15',
  },
];

const openDate = (feature: EarlyAccessFeature) => new Date(`${feature.openOn}T00:00:00Z`);

/** Whether a feature is still reserved to Master at `now`. */
export function inEarlyAccess(id: EarlyAccessId, now = new Date()): boolean {
  const feature = EARLY_ACCESS.find((f) => f.id === id);
  return feature !== undefined && now < openDate(feature);
}

/** What is in early access at `now`, soonest public date first. */
export function earlyAccessNow(now = new Date()): EarlyAccessFeature[] {
  return EARLY_ACCESS.filter((f) => now < openDate(f)).sort((a, b) => a.openOn.localeCompare(b.openOn));
}

/** « 15 janvier 2027 ». */
export const openOnLabel = (feature: EarlyAccessFeature) => formatLegalDate(feature.openOn);
