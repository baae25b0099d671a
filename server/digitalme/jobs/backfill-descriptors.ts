import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { DigitalMeExpression, DigitalMeRefusal } from '../../../shared/digitalme';
import { readAll } from '../../files/storage';
import { defineJob, type JobContext } from '../../jobs/define';
import { DESCRIPTOR_VERSION } from '../../vision/face-descriptor';
import { DigitalMe, DigitalMePhoto, RECHECK_ERROR, type IDigitalMe, type IDigitalMePhoto, type StoredPhotoFacts } from '../digitalme.entity';
import { notifyDigitalMe } from '../events';
import { checkPhoto, type PhotoFacts } from '../photo-check';
import { setIdentity, storedFacts } from '../portrait-build';
import { reviewSet } from '../service';
import { BACKFILL_DESCRIPTORS_QUEUE } from './queues';

/** Sets measured per run: a run stays well within its expiry, and the next batch is queued behind it. */
export const BACKFILL_BATCH = 10;
/** A set being built is left alone; the pass comes back for it this many seconds later. */
const BUSY_RETRY_SECONDS = 120;

/** `after`: the last set of the previous batch; `busy`: sets of this pass left because they were being built. */
const Payload = z.object({ after: z.uuid().optional(), busy: z.number().int().min(0).default(0) });

/**
 * One stored photo measured again: what it held, what the check measures on its bytes today, and the
 * changes each step asks for. The steps run in PHOTO_STEPS' order and their changes merge.
 */
export interface PhotoBackfill {
  photo: Pick<IDigitalMePhoto, 'id' | 'status' | 'reason' | 'expression'>;
  /** The facts stored before this pass (null on an accepted photo the check left without them). */
  stored: StoredPhotoFacts | null;
  /** The facts the check measures on the stored bytes now, the same way it measures a new photo. */
  measured: PhotoFacts;
}
export interface PhotoChanges {
  facts?: Partial<StoredPhotoFacts>;
  expression?: DigitalMeExpression | null;
}
export type PhotoBackfillStep = (photo: PhotoBackfill) => PhotoChanges;

/** The descriptor, at today's version, measured on the crop the check measures every face on. */
export const descriptorStep: PhotoBackfillStep = ({ measured }) => ({ facts: { descriptor: measured.descriptor, descriptorVersion: DESCRIPTOR_VERSION } });

/**
 * The expression read from the face mesh (face-expression.ts), for photos checked while Human's emotion
 * model gave it (issue 32; the migration of 2026-11-29 had only turned its « angry » into « serious »).
 * Every photo checked before this pass lacks a current descriptor, so each gets its expression read again.
 */
export const expressionStep: PhotoBackfillStep = ({ photo, measured }) => (photo.status === 'accepted' ? { expression: measured.expression } : {});

/** How much of the face is painted or covered (face-paint.ts), for photos checked before it was measured. */
export const coverStep: PhotoBackfillStep = ({ measured }) => ({ facts: { cover: Math.round(measured.cover * 1000) / 1000 } });

/**
 * What the backfill does to each photo it measures again, in order. Another measure that must be made
 * again on every stored photo is one more step here; if it must also run on photos whose descriptor is
 * current, widen `needsPass` below.
 */
export const PHOTO_STEPS: readonly PhotoBackfillStep[] = [descriptorStep, expressionStep, coverStep];

/** Photos of a set this pass measures again: those that count or may count again, with a stale or no descriptor. */
function needsPass(p: Pick<IDigitalMePhoto, 'status' | 'facts'>): boolean {
  if (p.status === 'accepted' && !p.facts) return true;
  return (p.status === 'accepted' || p.status === 'refused') && p.facts !== null && p.facts !== undefined && p.facts.descriptorVersion !== DESCRIPTOR_VERSION;
}

/**
 * Sets after `after` with work to do, in id order: a photo with a stale or no descriptor, or a ready set
 * without its reference (its 1024-d embedding emptied by the migration of 2026-11-29).
 */
async function setsToDo(em: EntityManager, after: string | undefined, limit: number): Promise<string[]> {
  const rows = await em.getConnection().execute<Array<{ id: string }>>(
    `select d.id from digital_mes d
      where (?::uuid is null or d.id > ?::uuid)
        and ((d.status = 'ready' and d.descriptor is null)
          or exists (select 1 from digital_me_photos p where p.digital_me_id = d.id and (
                (p.status = 'accepted' and p.facts is null)
             or (p.status in ('accepted', 'refused') and p.facts is not null and p.facts->>'descriptorVersion' is distinct from ?))))
      order by d.id limit ?`,
    [after ?? null, after ?? null, DESCRIPTOR_VERSION, limit],
  );
  return rows.map((r) => r.id);
}

type Outcome = { kind: 'measured'; changes: PhotoChanges; stored: StoredPhotoFacts | null } | { kind: 'unusable'; reason: DigitalMeRefusal; detail: string };

/** One photo read from storage and measured by the check again, or why it cannot be. */
async function measureAgain(ctx: JobContext, photo: IDigitalMePhoto, steps: readonly PhotoBackfillStep[]): Promise<Outcome> {
  const bytes = await readAll(ctx.storage, photo.asset.key);
  if (!bytes) return { kind: 'unusable', reason: 'not_image', detail: 'stored file missing' };
  const check = await checkPhoto(bytes);
  if (!check.facts) return { kind: 'unusable', reason: check.status === 'refused' ? check.reason : 'no_face', detail: check.status === 'refused' ? check.detail : 'no facts' };
  // An accepted photo stored without its facts gets them whole, as the check would store them today.
  const stored = photo.facts ?? null;
  const input: PhotoBackfill = { photo, stored, measured: check.facts };
  const changes: PhotoChanges = stored ? {} : { facts: storedFacts(check.facts), expression: check.facts.expression };
  for (const step of steps) {
    const c = step(input);
    changes.facts = { ...changes.facts, ...c.facts };
    if (c.expression !== undefined) changes.expression = c.expression;
  }
  return { kind: 'measured', changes, stored };
}

/**
 * Measures one set's photos again and writes the result under the set's lock. A photo whose file is
 * gone or whose face the check no longer finds is refused with that reason and loses its measures; if it
 * counted in the set, the set goes back to `collecting` and asks its owner for a recheck (RECHECK_ERROR).
 * The set-level verdicts are judged again with the new descriptors; a ready set whose photos all stay as
 * they were keeps being ready, with its central photo, similarities, best photos and reference made anew.
 * Returns false when the set was being built (left for a later pass).
 */
export async function backfillSet(ctx: JobContext, digitalMeId: string, steps: readonly PhotoBackfillStep[] = PHOTO_STEPS): Promise<boolean> {
  const em = ctx.orm.em.fork();
  const before = await em.findOne(DigitalMe, digitalMeId);
  if (!before) return true;
  if (before.status === 'processing') return false;
  const photos = (await em.find(DigitalMePhoto, { digitalMe: before }, { populate: ['asset'], orderBy: { createdAt: 'asc', id: 'asc' } })).filter(needsPass);
  // The models run outside any transaction: a set's 20 photos take seconds, its owner's requests go on.
  const outcomes = new Map<string, Outcome>();
  for (const photo of photos) outcomes.set(photo.id, await measureAgain(ctx, photo, steps));

  return em.transactional(async (tx) => {
    const d = await tx.findOne(DigitalMe, digitalMeId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!d) return true;
    // Built or rebuilt meanwhile: what was measured may no longer be what the set holds.
    if (d.status === 'processing' || d.revision !== before.revision) return false;
    const rows = await tx.find(DigitalMePhoto, { digitalMe: d }, { orderBy: { createdAt: 'asc', id: 'asc' }, refresh: true });
    const acceptedBefore = new Set(rows.filter((r) => r.status === 'accepted').map((r) => r.id));
    const lost: string[] = [];
    for (const row of rows) {
      const outcome = outcomes.get(row.id);
      if (!outcome) continue;
      if (outcome.kind === 'unusable') {
        if (row.status === 'accepted') lost.push(`${row.id}: ${outcome.detail}`);
        Object.assign(row, { status: 'refused', reason: outcome.reason, facts: null, similarity: null, best: false });
        continue;
      }
      const facts = (outcome.stored ? { ...row.facts, ...outcome.changes.facts } : outcome.changes.facts) as StoredPhotoFacts;
      Object.assign(row, { facts, ...(outcome.changes.expression !== undefined ? { expression: outcome.changes.expression } : {}) });
    }
    await tx.flush();
    await reviewSet(tx, d);
    const accepted = rows.filter((r) => r.status === 'accepted');
    const changed = accepted.length !== acceptedBefore.size || accepted.some((r) => !acceptedBefore.has(r.id));
    if (d.status === 'ready') {
      const identity = !changed && lost.length === 0 ? setIdentity(accepted.map((r) => ({ id: r.id, expression: r.expression ?? null, facts: r.facts! }))) : null;
      if (identity) {
        for (const r of accepted) Object.assign(r, { similarity: identity.similarity.get(r.id), best: identity.best.has(r.id) });
        Object.assign(d, { descriptor: identity.descriptor, centralPhoto: identity.central.id });
      } else {
        askRecheck(d, lost.length > 0 ? `photos unreadable: ${lost.join('; ')}` : `set changed when measured again: ${accepted.length} valid photos`);
      }
    } else if (lost.length > 0) {
      askRecheck(d, `photos unreadable: ${lost.join('; ')}`);
    }
    await tx.flush();
    await notifyDigitalMe(tx, d.user.id);
    if (lost.length > 0 || changed) ctx.log.warn({ digitalMeId, lost, changed }, 'DigitalMe set asks for a recheck after its descriptors were measured again');
    return true;
  });
}

/** The set collected again, its owner asked to check its photos and build it anew (the page says it in French). */
function askRecheck(d: IDigitalMe, detail: string): void {
  Object.assign(d, { status: 'collecting', progress: 0, descriptor: null, centralPhoto: null, error: `${RECHECK_ERROR} ${detail}`.slice(0, 500) });
}

/**
 * Measures dlib's descriptor again on every stored DigitalMe photo whose descriptor is missing or of
 * another DESCRIPTOR_VERSION (accepted photos, and refused ones that hold measures: a duplicate or
 * another person may count again when the set changes), from the stored bytes and by the check itself,
 * so on the very crop it measures a new photo on. Photos refused before any face was measured hold no
 * measures and are left so: storing a face's measures for a photo the set refused would keep biometric
 * data for nothing. Idempotent: a photo measured at today's version is not selected again, and a run with
 * nothing to do is one query. Queued once at each worker's start (queueDescriptorBackfill); a run takes
 * BACKFILL_BATCH sets and queues the next batch behind it.
 */
export const backfillDescriptorsJob = defineJob({
  name: BACKFILL_DESCRIPTORS_QUEUE,
  schema: Payload,
  // `stately`: one run waiting and one running at most, however many workers start at once.
  queue: { policy: 'stately', retryLimit: 3, retryDelay: 60, expireInSeconds: 1800 },
  work: () => ({ localConcurrency: 1 }),
  async handler(data, ctx) {
    const em = ctx.orm.em.fork();
    const ids = await setsToDo(em, data.after, BACKFILL_BATCH);
    let busy = data.busy;
    for (const id of ids) if (!(await backfillSet(ctx, id))) busy++;
    if (ids.length > 0) ctx.log.info({ sets: ids.length, busy }, 'DigitalMe descriptors measured again');
    // Sent after the batch is written, outside it: lost, the next worker start picks the pass up again.
    if (ids.length === BACKFILL_BATCH) await ctx.boss.send(BACKFILL_DESCRIPTORS_QUEUE, { after: ids.at(-1), busy });
    // A set being built is measured once its build is over: the pass starts again, a little later.
    else if (busy > 0) await ctx.boss.send(BACKFILL_DESCRIPTORS_QUEUE, {}, { startAfter: BUSY_RETRY_SECONDS });
  },
});

/** Queues the backfill at a worker's start. A run already waiting makes this a no-op (the queue is `stately`). */
export async function queueDescriptorBackfill(boss: PgBoss): Promise<void> {
  await boss.send(BACKFILL_DESCRIPTORS_QUEUE, {});
}
