import { z } from 'zod';
import './zod-fr';
import { STYLE_IDS } from '../engine/model/style-ids';
import { TITLE_MAX } from './studio';

/**
 * The history a user manages: search, filters, versions,
 * rename, delete. Shared by the server's procedures and the studio's forms.
 */

/** The studio's address parameter naming the thumbnail to open: /studio?miniature=<id> (« Mes miniatures » in /espace). */
export const MINIATURE_PARAM = 'miniature';
/** With it, the thumbnail opens in the editor, its save button focused: /studio?miniature=<id>&modifier=1 (the sign-out warning's « Enregistrer »). */
export const EDIT_PARAM = 'modifier';

/** What made a version of a thumbnail (server/studio/version.entity.ts). */
export const VERSION_KINDS = ['generation', 'modification', 'improvement', 'restore', 'subject', 'duplicate', 'faceswap'] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];
export const VERSION_KIND_LABELS: Record<VersionKind, string> = {
  generation: 'Génération',
  modification: 'Modification',
  improvement: 'Amélioration',
  restore: 'Restauration',
  subject: 'Autre sujet',
  duplicate: 'Copie',
  faceswap: 'Face Swap',
};

/** The extra files a history can be filtered by (the HD file every thumbnail has is not one). */
export const HISTORY_EXPORTS = ['4k', 'story', 'square'] as const;
export type HistoryExport = (typeof HISTORY_EXPORTS)[number];

/** A day as the date field sends it (`2026-11-23`), read as a day in Africa/Dakar. */
const Day = z.iso.date({ error: 'Date invalide (format attendu : AAAA-MM-JJ).' });

export const SEARCH_MAX = 100;

const FilterFields = z.object({
  /** Words of the title, without regard to case or accents. */
  q: z.string().trim().max(SEARCH_MAX, { error: `La recherche ne peut pas dépasser ${SEARCH_MAX} caractères.` }).optional(),
  style: z.enum(STYLE_IDS, { error: 'Style inconnu. Choisissez un style de la liste.' }).optional(),
  from: Day.optional(),
  to: Day.optional(),
  /** Only thumbnails with at least one of these exports ready. */
  exports: z.array(z.enum(HISTORY_EXPORTS, { error: 'Format d’export inconnu.' })).max(HISTORY_EXPORTS.length).optional(),
});
const datesInOrder = (f: { from?: string | undefined; to?: string | undefined }) => !f.from || !f.to || f.from <= f.to;
const DATES_ORDER = { path: ['to'], error: 'La date de fin précède la date de début.' };

export const HistoryFilters = FilterFields.refine(datesInOrder, DATES_ORDER);
export type HistoryFilters = z.infer<typeof HistoryFilters>;

/** Thumbnails per page of the studio's history (its first page is in the studio's HTML: server/ssr.ts). */
export const STUDIO_HISTORY_PAGE = 12;

/** A page of the history with its filters; the cursor pages whatever the filters are (newest first). */
export const HistoryInput = FilterFields.extend({
  limit: z.number().int().min(1).max(50).default(12),
  cursor: z.string().max(200).nullish(),
}).refine(datesInOrder, DATES_ORDER);

/** A new name for a thumbnail in the history (the picture keeps its headline). Same bounds as a title to generate. */
export const RenameTitle = z
  .string()
  .trim()
  .min(1, { error: 'Le titre ne peut pas être vide.' })
  .max(TITLE_MAX, { error: `Le titre ne peut pas dépasser ${TITLE_MAX} caractères.` });

export const DELETE_MAX = 50;
export const DeleteIds = z
  .array(z.uuid({ error: 'Identifiant de miniature invalide.' }), { error: 'Choisissez les miniatures à supprimer.' })
  .min(1, { error: 'Choisissez au moins une miniature à supprimer.' })
  .max(DELETE_MAX, { error: `${DELETE_MAX} miniatures au plus à la fois.` });

/** A revision number of a thumbnail. */
export const Revision = z.number({ error: 'Version inconnue.' }).int({ error: 'Version inconnue.' }).min(0, { error: 'Version inconnue.' });
