import { describe, expect, it } from 'vitest';
import { headlineOf, parseDesign } from '../../shared/engine/model/design';
import { GenerateInput } from '../../shared/schemas/studio';
import { CreditEntry } from '../../server/credits/credit-entry.entity';
import { getBalance } from '../../server/credits/ledger';
import { transactionExecutor, type JobQueue } from '../../server/jobs/queue';
import { requestGeneration } from '../../server/studio/generate';
import { GenerationJob } from '../../server/studio/generation-job.entity';
import { modifyThumbnail } from '../../server/studio/modify';
import { waitForFinalStatus, useHarness } from './harness';

/**
 * A deploy renames the studio's queues (`studio.render` became `studio.compose`, `studio.export`
 * `studio.render-file`): a generation or a modification paid just before it waits under the old
 * name, and must still be made, charged once; one whose job had already died waits in the old dead
 * letter, and must still be refunded, once.
 */
const h = useHarness();

/** The queue as the previous release used it: the job named `today` queued under `then` (a queue it created), the rest as now. */
async function previousRelease(today: string, then: string): Promise<JobQueue> {
  if (!(await h.services.boss.getQueue(then))) await h.services.boss.createQueue(then, { notify: true });
  return {
    async enqueue(em, queued, data, options) {
      if (queued !== today) return h.services.queue.enqueue(em, queued, data, options);
      const id = await h.services.boss.send(then, data as object, { db: transactionExecutor(em) });
      if (!id) throw new Error(`pg-boss refused a job under ${then}`);
      return id;
    },
  };
}

/** A click on « Générer » paid under the previous release, whose composition waits in `queue`. */
async function paidBeforeTheDeploy(userId: string, queue: string) {
  const em = h.services.orm.em.fork();
  const [thumbnail] = await requestGeneration(em, { queue: await previousRelease('studio.compose', queue), userId, input: GenerateInput.parse({ title: 'Payée avant la mise à jour', prompt: '', style: 'pro' }) });
  const job = await em.findOneOrFail(GenerationJob, { thumbnail: thumbnail!.id });
  return { thumbnailId: thumbnail!.id, reference: `generation:${job.id}` };
}

async function ledger(userId: string, reference: string) {
  const rows = await h.services.orm.em.fork().find(CreditEntry, { $or: [{ user: userId }, { actor: userId }], reference });
  return { spent: rows.filter((r) => r.kind === 'spend').reduce((sum, r) => sum - r.amount, 0), refunds: rows.filter((r) => r.kind === 'refund').length };
}

describe('jobs queued under the names of the previous release', () => {
  it('a generation queued as `studio.render` before the deploy becomes ready, charged once', async () => {
    const user = await h.newUser('Moussa Ndiaye');
    const { thumbnailId, reference } = await paidBeforeTheDeploy(user.userId, 'studio.render');
    expect(await waitForFinalStatus(h, thumbnailId)).toBe('ready');
    expect(await ledger(user.userId, reference)).toEqual({ spent: 10, refunds: 0 });
    expect(await getBalance(h.services.orm.em.fork(), user.userId)).toBe(20);
  });

  it('a generation whose job died before the deploy, waiting in `studio.render-failed`, is refunded once', async () => {
    const user = await h.newUser('Fatou Sarr');
    const { thumbnailId, reference } = await paidBeforeTheDeploy(user.userId, 'studio.render-failed');
    expect(await waitForFinalStatus(h, thumbnailId)).toBe('failed');
    expect(await ledger(user.userId, reference)).toEqual({ spent: 10, refunds: 1 });
    expect(await getBalance(h.services.orm.em.fork(), user.userId)).toBe(30);
  });

  it('a modification whose render was queued as `studio.export` before the deploy is drawn, charged once', async () => {
    const user = await h.newUser('Awa Gueye');
    const { id: thumbnailId } = await user.as().studio.generate({ title: 'Générée avant la mise à jour', prompt: '', style: 'pro' });
    expect(await waitForFinalStatus(h, thumbnailId)).toBe('ready');
    const em = h.services.orm.em.fork();
    const design = parseDesign((await user.as().studio.get({ id: thumbnailId })).design);
    const ops = [{ op: 'set-text' as const, layer: headlineOf(design)!.id, text: 'Modifiée avant la mise à jour' }];
    expect((await modifyThumbnail(em, { queue: await previousRelease('studio.render-file', 'studio.export'), storage: h.services.storage, userId: user.userId, thumbnailId, ops })).charged).toBe(true);
    expect(await waitForFinalStatus(h, thumbnailId)).toBe('ready');
    const job = await h.services.orm.em.fork().findOneOrFail(GenerationJob, { thumbnail: thumbnailId, kind: 'modify' });
    expect(job.status).toBe('succeeded');
    expect(await ledger(user.userId, `modification:${job.id}`)).toEqual({ spent: 5, refunds: 0 });
    expect(await getBalance(h.services.orm.em.fork(), user.userId)).toBe(15);
  });
});
