import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { getBalance } from '../../server/credits/ledger';
import { GenerationJob } from '../../server/studio/generation-job.entity';
import { Thumbnail } from '../../server/studio/thumbnail.entity';
import { EMPTY_TITLE_MESSAGE, GENERATION_STAGES } from '../../shared/schemas/studio';
import type { ThumbnailDto } from '../../server/studio/dto';
import { appCodeOf, waitForFinalStatus, useHarness } from './harness';
import { sseFrames } from '../support/sse';

const h = useHarness();

describe('generation through the real queue', () => {
  it('a new account has 30 credits, and a generation becomes a 1280×720 JPEG in its history', async () => {
    const user = await h.newUser();
    expect((await user.as().auth.balance()).credits).toBe(30);

    const started = await user.as().studio.generate({ title: "L'été à Dakar : 5 plages à voir !", prompt: 'mer turquoise', style: 'vlog' });
    expect(started.status).toBe('queued');
    expect((await user.as().auth.balance()).credits).toBe(20);

    expect(await waitForFinalStatus(h, started.id)).toBe('ready');
    const ready = await user.as().studio.get({ id: started.id });
    expect(ready.status).toBe('ready');
    expect(ready.imageUrl).toMatch(/\.jpg/);

    const history = await user.as().studio.history({ limit: 10 });
    expect(history.items.map((t) => t.id)).toEqual([started.id]);

    const res = await fetch(`${await h.http()}${ready.downloadUrl}`, { headers: { cookie: `ml_at=${user.accessToken}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?minialab-l-ete-a-dakar-5-plages-a-voir-[0-9a-f]{8}\.jpg/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1280, 720]);
  });

  it('the live status subscription streams the states and stages until the thumbnail is ready', async () => {
    const user = await h.newUser('Live Status');
    const started = await user.as().studio.generate({ title: 'En direct', prompt: '', style: 'mini' });
    const seen: string[] = [];
    const stages: string[] = [];
    for await (const update of await user.as().studio.status({ id: started.id })) {
      // Server-side callers see tRPC's raw tracked envelope [id, data]; HTTP clients get { id, data }.
      const thumbnail = Array.isArray(update) ? (update as unknown as [string, ThumbnailDto])[1] : update.data;
      if (seen.at(-1) !== thumbnail.status) seen.push(thumbnail.status);
      if (stages.at(-1) !== thumbnail.stage) stages.push(thumbnail.stage);
    }
    expect(seen.at(-1)).toBe('ready');
    expect(new Set(seen).size).toBe(seen.length); // each state once, in order
    expect(['queued', 'rendering', 'ready'].filter((s) => seen.includes(s))).toEqual(seen);
    // The stages the studio shows (« en file, composition, rendu, prête »), in order, each once.
    expect(new Set(stages).size).toBe(stages.length);
    expect(GENERATION_STAGES.filter((s) => stages.includes(s))).toEqual(stages);
    expect(stages.at(-1)).toBe('ready');
  });

  it('20 parallel generations on 30 credits start exactly 3 jobs and refuse 17 in French terms', async () => {
    const user = await h.newUser('Moussa Traoré');
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => user.as().studio.generate({ title: `Essai ${i}`, prompt: '', style: 'pro' })));
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const r of refused) expect(r.reason.cause?.code).toBe('INSUFFICIENT_CREDITS');

    const em = h.services.orm.em.fork();
    expect(await em.count(GenerationJob, { user: user.userId })).toBe(3);
    expect(await getBalance(em, user.userId)).toBe(0);
    const queued = await h.services.boss.findJobs('studio.compose');
    const jobIds = new Set((await em.find(GenerationJob, { user: user.userId })).map((j) => j.id));
    expect(queued.filter((j) => jobIds.has((j.data as { jobId: string }).jobId))).toHaveLength(3);
  });

  it('a click sent again after its answer was lost (same request id) gets what it made, charged once, even sent twice at once', async () => {
    const user = await h.newUser('Clic Perdu');
    const click = { title: 'Une seule fois', prompt: '', style: 'pro' as const, variants: 3 as const, requestId: randomUUID() };
    const [first, again] = await Promise.all([user.as().studio.generate(click), user.as().studio.generate(click)]);
    const later = await user.as().studio.generate(click);
    expect(again.variants.map((v) => v.id)).toEqual(first.variants.map((v) => v.id));
    expect(later.variants.map((v) => v.id)).toEqual(first.variants.map((v) => v.id));
    expect((await user.as().auth.balance()).credits).toBe(0);
    expect(await h.services.orm.em.fork().count(GenerationJob, { user: user.userId })).toBe(3);
    // The same settings in a new click are a new generation (refused here: the 30 credits went to the first).
    expect(await appCodeOf(user.as().studio.generate({ ...click, variants: 1, requestId: randomUUID() }))).toBe('INSUFFICIENT_CREDITS');
  });

  it('with no credits left, a generation is refused and nothing is charged or queued', async () => {
    const user = await h.newUser('Fatou Sow');
    for (let i = 0; i < 3; i++) await user.as().studio.generate({ title: `T${i}`, prompt: '', style: 'mini' });
    const jobsBefore = (await h.services.boss.findJobs('studio.compose')).length;
    await expect(user.as().studio.generate({ title: 'Une de trop', prompt: '', style: 'mini' })).rejects.toMatchObject({ code: 'PAYMENT_REQUIRED' });
    const history = await user.as().studio.history({ limit: 10 });
    expect(history.items.map((t) => t.title)).not.toContain('Une de trop');
    expect((await user.as().auth.balance()).credits).toBe(0);
    expect((await h.services.boss.findJobs('studio.compose')).length).toBe(jobsBefore);
  });

  it('an empty or invisible title without a brief is refused in French, and nothing is charged, saved or queued', async () => {
    const user = await h.newUser('Titre Invisible');
    const base = await h.http();
    const jobsBefore = (await h.services.boss.findJobs('studio.compose')).length;
    // Spaces, zero-width characters, word joiner, BOM, no-break space, a Hangul filler, emoji only.
    const blanks = ['', '   ', '\u200B\u200C\u200D', '\u2060\uFEFF\u00A0 \u200B', ' \u3164 ', '🔥🔥🔥'];
    for (const title of blanks) {
      for (const prompt of ['', '  \u200B ']) {
        const what = JSON.stringify({ title, prompt });
        expect(await appCodeOf(user.as().studio.generate({ title, prompt, style: 'pro' })), what).toBe('VALIDATION');
        // What the browser reads: the French sentence, on the title field.
        const res = await fetch(`${base}/api/trpc/studio.generate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-minialab-request': '1', cookie: `ml_at=${user.accessToken}` },
          body: JSON.stringify({ title, prompt, style: 'vlog' }),
        });
        expect(res.status, what).toBe(400);
        const body = (await res.json()) as { error: { data: { appCode: string; fieldErrors: Record<string, string[]> } } };
        expect(body.error.data.appCode, what).toBe('VALIDATION');
        expect(body.error.data.fieldErrors.title, what).toEqual([EMPTY_TITLE_MESSAGE]);
      }
    }
    const em = h.services.orm.em.fork();
    expect(await getBalance(em, user.userId)).toBe(30);
    expect(await em.count(Thumbnail, { user: user.userId })).toBe(0);
    expect(await em.count(GenerationJob, { user: user.userId })).toBe(0);
    expect((await h.services.boss.findJobs('studio.compose')).length).toBe(jobsBefore);

    // With a brief there is something to make: accepted and charged as usual.
    const briefed = await user.as().studio.generate({ title: '\u200B', prompt: 'Marché de Sandaga au lever du soleil', style: 'pro' });
    expect(briefed.status).toBe('queued');
    expect(await getBalance(h.services.orm.em.fork(), user.userId)).toBe(20);
  });

  it('history is newest first and paginates without gaps or repeats', async () => {
    const user = await h.newUser('Kadi Koné');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await user.as().studio.generate({ title: `Vidéo ${i}`, prompt: '', style: 'pro' })).id);
    const first = await user.as().studio.history({ limit: 2 });
    const second = await user.as().studio.history({ limit: 2, cursor: first.nextCursor });
    expect([...first.items, ...second.items].map((t) => t.id)).toEqual(ids.reverse());
    expect(second.nextCursor).toBeNull();
  });
});

describe('privacy of thumbnails', () => {
  it("one user cannot read another's thumbnail, its history, or its file", async () => {
    const owner = await h.newUser('Awa Owner');
    const other = await h.newUser('Bintou Other');
    const t = await owner.as().studio.generate({ title: 'Secret', prompt: '', style: 'pro' });
    await waitForFinalStatus(h, t.id);

    await expect(other.as().studio.get({ id: t.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await other.as().studio.history({ limit: 10 })).items).toHaveLength(0);
    const base = await h.http();
    const asOther = await fetch(`${base}/files/thumbnails/${t.id}.jpg`, { headers: { cookie: `ml_at=${other.accessToken}` } });
    expect(asOther.status).toBe(404);
    const anonymous = await fetch(`${base}/files/thumbnails/${t.id}.jpg`);
    expect(anonymous.status).toBe(401);
    const asOwner = await fetch(`${base}/files/thumbnails/${t.id}.webp`, { headers: { cookie: `ml_at=${owner.accessToken}` } });
    expect(asOwner.status).toBe(200);
    expect(asOwner.headers.get('content-type')).toBe('image/webp');
  });

  it('the live status of a thumbnail that is not the caller’s ends with a 404 « introuvable » event, as studio.get answers', async () => {
    const user = await h.newUser('Coumba Flux');
    const missing = '00000000-0000-4000-8000-000000000000';
    const res = await fetch(`${await h.http()}/api/trpc/studio.status?input=${encodeURIComponent(JSON.stringify({ id: missing }))}`, {
      headers: { cookie: `ml_at=${user.accessToken}`, accept: 'text/event-stream' },
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text(); // the stream ends after its error event
    const data = sseFrames(`${text}\n\n`).frames.find((frame) => frame.event === 'serialized-error')?.data;
    const error = JSON.parse(data!) as { data: { httpStatus: number; code: string; appCode: string; resource?: string } };
    expect(error.data).toMatchObject({ httpStatus: 404, code: 'NOT_FOUND', appCode: 'NOT_FOUND', resource: 'thumbnail' });
  });

  it('signed-out callers cannot generate', async () => {
    await expect(h.api().studio.generate({ title: 'x', prompt: '', style: 'pro' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
