// What a credit movement was for, as the server sends it (a reason, never a sentence), and its one
// French table, read by the pages (« Mouvements de crédits », the team's history) and by the data
// export's credits.csv alike.
import { findPack, findPlan } from './plans';

/** What a spend paid for: the ledger reason of a spend and the prefix of its reference (`generation:<job id>`). */
export const SPEND_REASONS = ['generation', 'modification', 'faceswap'] as const;
export type SpendReason = (typeof SPEND_REASONS)[number];

export function spendReasonOf(value: string): SpendReason | null {
  return (SPEND_REASONS as readonly string[]).includes(value) ? (value as SpendReason) : null;
}

/** What one ledger row was for. */
export type LedgerReason =
  | { kind: 'spend'; what: SpendReason | null }
  | { kind: 'refund'; what: SpendReason | null }
  | { kind: 'withdrawn'; terminated: boolean }
  | { kind: 'signup_gift' }
  /** A plan's period: `product` is the plan's id. */
  | { kind: 'plan'; product: string | null }
  /** A pack bought: `product` is the pack's id. */
  | { kind: 'pack'; product: string | null }
  | { kind: 'grant' };

/** What a spend or refund was about: its thumbnail, or a thumbnail deleted since. */
export type LedgerThumbnail = { title: string } | 'deleted';
/** On a team owner's ledger, who spent: a member by name, or a former one (left, or account erased). */
export type LedgerActor = { name: string } | 'former';

/** The French words of a row's thumbnail (null: nothing to say). */
export function ledgerDetail(thumbnail: LedgerThumbnail | null): string | null {
  if (thumbnail === null) return null;
  return thumbnail === 'deleted' ? 'miniature supprimée depuis' : thumbnail.title;
}

/** The French words of who made a row (null: the ledger's owner). */
export function ledgerActor(by: LedgerActor | null): string | null {
  if (by === null) return null;
  return by === 'former' ? 'ancien membre' : by.name;
}

/** Each spend's word: a reason added above does not compile until it is here. */
export const SPEND_LABELS: Record<SpendReason, string> = {
  generation: 'Génération',
  modification: 'Modification',
  faceswap: 'Face Swap',
};

/** A spend's word, or the generic one for a reason this version does not know. */
export function spendLabel(what: SpendReason | null): string {
  return what ? SPEND_LABELS[what] : 'Dépense de crédits';
}

/** The French label of a ledger row (« Génération », « Forfait Premium », « Crédits rendus »…). */
export function ledgerLabel(reason: LedgerReason): string {
  switch (reason.kind) {
    case 'spend':
      return spendLabel(reason.what);
    case 'refund':
      return reason.what ? `Crédits rendus : ${SPEND_LABELS[reason.what].toLowerCase()} non aboutie` : 'Crédits rendus';
    case 'withdrawn':
      return reason.terminated ? 'Crédits retirés : forfait arrêté' : 'Crédits retirés';
    case 'signup_gift':
      return 'Crédits offerts à l’inscription';
    case 'plan':
      return `Forfait ${(reason.product && findPlan(reason.product)?.name) ?? ''}`.trim();
    case 'pack': {
      const pack = reason.product ? findPack(reason.product) : undefined;
      return pack ? `Pack de ${pack.credits} crédits` : 'Pack de crédits';
    }
    case 'grant':
      return 'Crédits reçus';
  }
}
