import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GenerateInput } from '../../shared/schemas/studio';
import { CreditEntry } from '../../server/credits/credit-entry.entity';
import { getBalance } from '../../server/credits/ledger';
import { transactionExecutor, type JobQueue } from '../../server/jobs/queue';
import { requestGeneration } from '../../server/studio/generate';
import { GenerationJob } from '../../server/studio/generation-job.entity';
import { startHarness, waitForFinalStatus, type Harness } from './harness';

/**
 * A deploy renames the studio's queues (`studio.render` became `studio.compose`): a generation paid
 * just before it waits under the old name, and must still be made, charged once; one whose job had
 * already died waits in the old dead letter, and must still be refunded, once.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

/** The queue as the previous release used it: the composition queued under `name` (a queue it created), the rest as today. */
async function previousRelease(name: string): Promise<JobQueue> {
  if (!(await h.services.boss.getQueue(name))) await h.services.boss.createQueue(name, { notify: true });
  return {
    async enqueue(em, queued, data, options) {
      if (queued !== 'studio.compose') return h.services.queue.enqueue(em, queued, data, options);
      const id = await h.services.boss.send(name, data as object, { db: transactionExecutor(em) });
      if (!id) throw new Error(`pg-boss refused a job under ${name}`);
      return id;
    },
  };
}

/** A click on « Générer » paid under the previous release, whose composition waits in `queue`. */
async function paidBeforeTheDeploy(userId: string, queue: string) {
  const em = h.services.orm.em.fork();
  const [thumbnail] = await requestGeneration(em, { queue: await previousRelease(queue), userId, input: GenerateInput.parse({ title: 'Payée avant la mise à jour', prompt: '', style: 'pro' }) });
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
});
