// The credit ledger as a user reads it in « Abonnement »: every grant, spend, refund and write-off,
// newest first, with what it was for (the plan or pack bought, the thumbnail made) as a reason the
// pages and the CSV say in French (shared/ledger.ts). Read
// straight from the append-only ledger: what is shown is what the balance is computed from.
import type { EntityManager } from '@mikro-orm/postgresql';
import { spendReasonOf, type LedgerActor, type LedgerReason, type LedgerThumbnail } from '../../shared/ledger';
import { Order } from '../billing/order.entity';
import { GenerationJob } from '../studio/generation-job.entity';
import { TeamMember } from '../billing/team.entity';
import { CreditEntry, type CreditEntryKind } from '../credits/credit-entry.entity';

export interface LedgerRow {
  id: string;
  at: string;
  kind: CreditEntryKind;
  /** Signed: positive for grants and refunds, negative for spends and write-offs. */
  amount: number;
  /** What happened, said in French by ledgerLabel (« Génération », « Forfait Premium », « Crédits rendus »…). */
  reason: LedgerReason;
  /** What it was about: the thumbnail (or « deleted since »), or null; said in French by ledgerDetail. */
  detail: LedgerThumbnail | null;
  /** A grant's end of validity. */
  expiresAt: string | null;
  /** On a team owner's ledger: the member who spent (null for the owner's own movements; `former` once gone), said by ledgerActor. */
  by: LedgerActor | null;
  /** On a member's ledger: a movement of the team's credits, not of the member's own balance. */
  team: boolean;
}

export const LEDGER_PAGE = 30;

/** A reference to a paid job (`generation:<job id>`…): its thumbnail's title is shown. */
const paysForJob = (reference: string) => spendReasonOf(reference.slice(0, reference.indexOf(':'))) !== null;

/** The user's ledger, newest first, `LEDGER_PAGE` rows from before `before` (an earlier page's last row). */
export async function creditHistory(em: EntityManager, userId: string, before?: { at: Date; id: string }): Promise<{ rows: LedgerRow[]; more: boolean }> {
  // Whose rows: the user's own, and the team owner's rows this user made as a member.
  const mine = { $or: [{ user: userId }, { actor: userId }] };
  const where = before ? { $and: [mine, { $or: [{ createdAt: { $lt: before.at } }, { createdAt: before.at, id: { $lt: before.id } }] }] } : mine;
  const entries = await em.find(CreditEntry, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: LEDGER_PAGE + 1, populate: ['actor'], fields: ['*', 'actor.name'] });
  const page = entries.slice(0, LEDGER_PAGE);

  // What the references point at, read once for the page: orders (plan or pack), jobs (their thumbnail).
  const refs = page.map((e) => e.reference ?? '');
  const orderIds = refs.filter((r) => r.startsWith('order:')).map((r) => r.slice('order:'.length));
  const jobIds = refs.filter((r) => paysForJob(r)).map((r) => r.slice(r.indexOf(':') + 1));
  const [orders, jobs] = await Promise.all([
    orderIds.length > 0 ? em.find(Order, { id: { $in: orderIds }, user: userId }, { fields: ['id', 'product'] }) : [],
    // A team owner's rows name jobs of the members who made them.
    jobIds.length > 0 ? em.find(GenerationJob, { id: { $in: jobIds }, user: { $in: [userId, ...new Set(page.flatMap((e) => (e.actor ? [e.actor.id] : [])))] } }, { populate: ['thumbnail'], fields: ['id', 'thumbnail.title'] }) : [],
  ]);
  // On a team owner's ledger, a member is named (and their thumbnail's title shown) only while they
  // are in the team: once they leave, or their account is erased, the row says « ancien membre ».
  const actorIds = [...new Set(page.flatMap((e) => (e.user.id === userId && e.actor && e.actor.id !== userId ? [e.actor.id] : [])))];
  const current = new Set(actorIds.length ? (await em.find(TeamMember, { owner: userId, member: { $in: actorIds } }, { fields: ['member'] })).map((m) => m.member.id) : []);
  const productOf = new Map(orders.map((o) => [o.id, o.product]));
  const titleOf = new Map(jobs.map((j) => [j.id, j.thumbnail.title]));

  const rows = page.map((e): LedgerRow => {
    const ref = e.reference ?? '';
    const target = ref.slice(ref.indexOf(':') + 1);
    const byMember = e.user.id === userId && e.actor?.id !== userId && (e.kind === 'spend' || e.kind === 'refund' || e.reason === 'refund');
    const actorId = e.actor?.id ?? null;
    const shared = !byMember || (actorId !== null && current.has(actorId));
    const title = titleOf.get(target);
    const thumbnail: LedgerThumbnail | null = paysForJob(ref) && shared ? (title === undefined ? 'deleted' : { title }) : null;
    return {
      id: e.id,
      at: e.createdAt.toISOString(),
      kind: e.kind,
      amount: e.amount,
      reason: reasonOf(e.kind, e.reason, ref, productOf.get(target)),
      detail: thumbnail,
      expiresAt: e.kind === 'grant' && e.expiresAt ? e.expiresAt.toISOString() : null,
      by: byMember ? (shared && e.actor ? { name: e.actor.name } : 'former') : null,
      team: e.user.id !== userId,
    };
  });
  return { rows, more: entries.length > LEDGER_PAGE };
}

function reasonOf(kind: CreditEntryKind, reason: string, reference: string, product: string | undefined): LedgerReason {
  if (kind === 'spend') return { kind: 'spend', what: spendReasonOf(reason) };
  if (kind === 'refund' || reason === 'refund') return { kind: 'refund', what: spendReasonOf(reference.slice(0, reference.indexOf(':'))) };
  if (kind === 'expire') return { kind: 'withdrawn', terminated: reason === 'terminated' };
  if (reason === 'signup_gift') return { kind: 'signup_gift' };
  if (reason === 'plan_period') return { kind: 'plan', product: product ?? null };
  if (reason === 'pack') return { kind: 'pack', product: product ?? null };
  return { kind: 'grant' };
}
