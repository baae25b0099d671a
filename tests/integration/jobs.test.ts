import { describe, expect, it } from 'vitest';
import { CreditEntry } from '../../server/credits/credit-entry.entity';
import { readAll } from '../../server/files/storage';
import { getBalance } from '../../server/credits/ledger';
import { composeFailedJob } from '../../server/studio/jobs/compose-failed';
import { composeJob } from '../../server/studio/jobs/compose';
import { renderFileJob } from '../../server/studio/jobs/render-file';
import { GenerationJob } from '../../server/studio/generation-job.entity';
import type { ImageEngine } from '../../server/image-engines/engine';
import { Thumbnail } from '../../server/studio/thumbnail.entity';
import { ThumbnailVersion } from '../../server/studio/version.entity';
import { idleHarness, waitForFinalStatus, useHarness } from './harness';
import { shownError } from '../fixtures/failure-text';

/** An engine that always fails, as a broken hosted engine would: exercises retries and the refund. */
const brokenEngine: ImageEngine = {
  id: 'broken',
  async compose() {
    throw new Error('engine unavailable');
  },
};

const h = useHarness({ engine: brokenEngine });

describe('job failures and transactions', () => {
  it('a job that fails after its retries marks the thumbnail failed and refunds the credits', async () => {
    const user = await h.newUser();
    const t = await user.as().studio.generate({ title: 'Va échouer', prompt: '', style: 'pro' });
    expect((await user.as().auth.balance()).credits).toBe(20);

    expect(await waitForFinalStatus(h, t.id, 20_000)).toBe('failed');
    expect((await user.as().auth.balance()).credits).toBe(30);
    const em = h.services.orm.em.fork();
    const job = await em.findOneOrFail(GenerationJob, { thumbnail: t.id });
    expect(job.status).toBe('failed');
    expect(job.attempts).toBe(3); // first try + retryLimit 2
    const failed = await user.as().studio.get({ id: t.id });
    expect(failed.status).toBe('failed');
    // The studio says in French what failed and what came back.
    expect(shownError(failed)).toBe('La composition de la miniature a échoué. Vos 10 crédits ont été rendus.');
  });


  it('a rolled-back transaction drops the job it enqueued', async () => {
    const user = await h.newUser('Rollback');
    const before = (await h.services.boss.findJobs('studio.compose')).length;
    const em = h.services.orm.em.fork();
    await expect(
      em.transactional(async (tx) => {
        const thumbnail = tx.create(Thumbnail, { user: user.userId, title: 'x', prompt: '', style: 'pro', seed: 1 });
        const job = tx.create(GenerationJob, { user: user.userId, thumbnail, kind: 'generate', credits: 10 });
        await tx.flush();
        await h.services.queue.enqueue(tx, 'studio.compose', { jobId: job.id });
        throw new Error('business rule failed after the enqueue');
      }),
    ).rejects.toThrow('business rule failed');
    expect((await h.services.boss.findJobs('studio.compose')).length).toBe(before);
    expect(await em.count(Thumbnail, { user: user.userId })).toBe(0);
  });
});

describe('job outcomes without a worker (handlers called directly)', () => {
  const harness = idleHarness();
  const ctx = harness.ctx;

  it('two dead-letter deliveries of the same failure at once refund exactly once', async () => {
    const user = await harness.get().newUser('Ibrahima Fall');
    const t = await user.as().studio.generate({ title: 'Deux fois', prompt: '', style: 'pro' });
    const em = harness.get().services.orm.em.fork();
    const job = await em.findOneOrFail(GenerationJob, { thumbnail: t.id });
    expect(await getBalance(em, user.userId)).toBe(20);
    await Promise.all([composeFailedJob.handler({ jobId: job.id }, ctx()), composeFailedJob.handler({ jobId: job.id }, ctx())]);
    expect(await getBalance(em, user.userId)).toBe(30);
    expect(await em.count(CreditEntry, { user: user.userId, kind: 'refund' })).toBe(1);
  });

  it('a render that finishes after its job was failed and refunded cannot turn it into a free success', async () => {
    const user = await harness.get().newUser('Lent Rendu');
    const t = await user.as().studio.generate({ title: 'Trop lent', prompt: '', style: 'pro' });
    const em = harness.get().services.orm.em.fork();
    const job = await em.findOneOrFail(GenerationJob, { thumbnail: t.id });
    await composeFailedJob.handler({ jobId: job.id }, ctx());
    await composeJob.handler({ jobId: job.id }, ctx());
    expect((await user.as().studio.get({ id: t.id })).status).toBe('failed');
    expect(await getBalance(em, user.userId)).toBe(30);
  });

  it('running the composition twice, then a render an older version queued for it, leaves one ready thumbnail and charges once', async () => {
    const user = await harness.get().newUser('Deux Rendus');
    const t = await user.as().studio.generate({ title: 'Idempotent', prompt: '', style: 'mini' });
    const em = () => harness.get().services.orm.em.fork();
    const job = await em().findOneOrFail(GenerationJob, { thumbnail: t.id });
    // The composition draws its files in the same job: the thumbnail is ready when it returns.
    await composeJob.handler({ jobId: job.id }, ctx());
    await composeJob.handler({ jobId: job.id }, ctx());
    const done = await em().findOneOrFail(GenerationJob, job.id);
    expect([done.status, done.attempts]).toEqual(['succeeded', 1]);
    const ready = await user.as().studio.get({ id: t.id });
    expect(ready.status).toBe('ready');
    // A render job queued before the composition drew its own files finds the generation closed.
    await renderFileJob.handler({ thumbnailId: t.id, target: 'hd', revision: 0, jobId: job.id }, ctx());
    expect(await em().count(ThumbnailVersion, { thumbnail: t.id })).toBe(1);
    expect((await user.as().studio.get({ id: t.id })).status).toBe('ready');
    expect((await user.as().auth.balance()).credits).toBe(20);
  });

  it('a composition whose files could not be written is drawn when its job runs again, charged once', async () => {
    const user = await harness.get().newUser('Disque Plein');
    const t = await user.as().studio.generate({ title: 'Reprise après panne', prompt: '', style: 'pro' });
    const em = () => harness.get().services.orm.em.fork();
    const job = await em().findOneOrFail(GenerationJob, { thumbnail: t.id });
    const services = ctx();
    const full = { ...services, storage: { ...services.storage, put: async () => Promise.reject(new Error('disque plein')) } };
    await expect(composeJob.handler({ jobId: job.id }, full)).rejects.toThrow('disque plein');
    // The design is saved, the generation still open: nothing shown as ready, nothing refunded yet.
    expect((await em().findOneOrFail(Thumbnail, t.id)).design).not.toBeNull();
    expect((await user.as().studio.get({ id: t.id })).status).toBe('rendering');
    await composeJob.handler({ jobId: job.id }, ctx());
    const done = await em().findOneOrFail(GenerationJob, job.id);
    expect(done.status).toBe('succeeded');
    const ready = await user.as().studio.get({ id: t.id });
    expect(ready.status).toBe('ready');
    const row = await em().findOneOrFail(Thumbnail, t.id);
    expect((await readAll(services.storage, row.jpegKey!))!.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect((await user.as().auth.balance()).credits).toBe(20);
  });
});
