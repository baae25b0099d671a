import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Design, TextLayer } from '../../shared/engine/model/design';
import { honestScore, type ScoreReport } from '../../shared/engine/quality/score';
import { textInkBox } from '../../shared/engine/render/render';
import { serverMeasurer } from '../../server/engine/index';
import { readAll } from '../../server/files/storage';
import { ThumbnailExport } from '../../server/studio/export.entity';
import type { ExportDto } from '../../server/studio/dto';
import type { ThumbnailDto } from '../../server/studio/dto';
import { Thumbnail } from '../../server/studio/thumbnail.entity';
import { appCodeOf, eventually, waitForFinalStatus, type Harness, useHarness } from './harness';
import { paidPlan } from './billing-probe';

/**
 * MGX3 end to end with the local engine, as a user sees it: the v2 design and its score, the
 * 1280×720 JPEG and its preview, the 9:16 / 1:1 / 4K exports and who may download them,
 * « Améliorer », and a design saved by the version-1 engine that still opens and exports.
 */
const h = useHarness({ http: true });

type User = Awaited<ReturnType<Harness['newUser']>>;
const MAX_BYTES = 2 * 1024 * 1024;
const STYLES = ['pro', 'mini', 'vlog', 'gaming', 'actu', 'viral'] as const;
const em = () => h.services.orm.em.fork();

/** GET a path of the app as a signed-in user (or signed out when `user` is null). */
function get(path: string, user: User | null) {
  return fetch(`${h.base}${path}`, { headers: user ? { cookie: `ml_at=${user.accessToken}` } : {} });
}
async function bytesOf(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

/** A tRPC mutation over HTTP, as the browser sends it: the formatted error (message, data) is what the client reads. */
async function mutateHttp(user: User, procedure: string, input: unknown) {
  const res = await fetch(`${h.base}/api/trpc/${procedure}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-minialab-request': '1', cookie: `ml_at=${user.accessToken}` },
    body: JSON.stringify(input),
  });
  return { status: res.status, body: (await res.json()) as { error?: { message: string; data: Record<string, unknown> }; result?: unknown } };
}

async function generateReady(user: User, input: { title: string; prompt?: string; style: (typeof STYLES)[number] }): Promise<ThumbnailDto> {
  const started = await user.as().studio.generate({ prompt: '', ...input });
  expect(await waitForFinalStatus(h, started.id, 30_000)).toBe('ready');
  return user.as().studio.get({ id: started.id });
}

/** Polls `studio.exports` until the export of that format is finished (ready or failed). */
function exportDone(user: User, thumbnailId: string, format: ExportDto['format'], timeoutMs = 30_000): Promise<ExportDto> {
  return eventually(
    async () => {
      const row = (await user.as().studio.exports({ id: thumbnailId })).find((e) => e.format === format);
      return row && (row.status === 'ready' || row.status === 'failed') ? row : undefined;
    },
    timeoutMs,
    `${format} export of ${thumbnailId}`,
  );
}

/** The markers of a JPEG's header segments, up to the image data (APP1 = EXIF/XMP, APP2 = ICC, APP13 = IPTC). */
function jpegMarkers(jpeg: Buffer): number[] {
  expect(jpeg[0]).toBe(0xff);
  expect(jpeg[1]).toBe(0xd8);
  const markers: number[] = [];
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1]!;
    markers.push(marker);
    if (marker === 0xda) break; // start of scan: the header is over
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return markers;
}

/** A JPEG of that size, under the limit, that says nothing about anyone: no EXIF, ICC, XMP or IPTC. */
async function expectCleanJpeg(jpeg: Buffer, width: number, height: number, maxBytes = MAX_BYTES) {
  const meta = await sharp(jpeg).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, height]);
  expect(jpeg.length).toBeLessThan(maxBytes);
  expect(meta.exif).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.iptc).toBeUndefined();
  const markers = jpegMarkers(jpeg);
  expect(markers.at(-1)).toBe(0xda);
  for (const app of [0xe1, 0xe2, 0xed]) expect(markers).not.toContain(app);
}

function headlineOf(design: Design | null): TextLayer {
  const headline = design?.layers.find((l): l is TextLayer => l.type === 'text' && l.role === 'headline');
  if (!headline) throw new Error('no headline layer');
  return headline;
}
/** The headline as drawn, on one line, with ordinary spaces. */
const drawnText = (headline: TextLayer) => headline.lines.join(' ').replace(/[\s\u00a0\u202f]+/g, ' ');

function expectFrenchScore(score: ScoreReport | null) {
  expect(score).not.toBeNull();
  expect(Number.isInteger(score!.score)).toBe(true);
  expect(score!.score).toBeGreaterThanOrEqual(0);
  expect(score!.score).toBeLessThanOrEqual(100);
  const got = score!.checks.reduce((s, c) => s + c.points, 0);
  const max = score!.checks.reduce((s, c) => s + c.max, 0);
  // The weighted total, capped by the worst check (a weak point never shows as « bon »).
  expect(score!.score).toBe(honestScore({ score: Math.round((got / max) * 100), checks: score!.checks }).score);
  expect(score!.score).toBeLessThanOrEqual(Math.round((got / max) * 100));
  expect(score!.checks.map((c) => c.id)).toEqual(expect.arrayContaining(['contraste', 'taille', 'mots', 'coin', 'encombrement']));
  const labels = Object.fromEntries(score!.checks.map((c) => [c.id, c.label]));
  expect(labels).toMatchObject({ contraste: 'Contraste du titre', taille: 'Taille sur mobile', mots: 'Nombre de mots', coin: 'Coin de la durée', encombrement: 'Lisibilité d’ensemble' });
  for (const c of score!.checks) {
    expect(['ok', 'moyen', 'faible']).toContain(c.status);
    expect(c.points).toBeLessThanOrEqual(c.max);
    expect(c.measure.length).toBeGreaterThan(0);
    // Advice only where something is weak, and then a French sentence.
    if (c.status === 'ok') expect(c.advice).toBeNull();
    else expect(c.advice).toMatch(/^[A-ZÀ-Ý].+\.$/);
  }
}

async function givePremium(user: User) {
  await paidPlan(h, user.userId, 'PREMIUM');
}

describe('a generation with the local engine', () => {
  it('is ready with a v2 design, a French score, a clean 1280×720 JPEG under 2 MB and a small WebP preview', async () => {
    const user = await h.newUser('Aïssatou Ndiaye');
    const t = await generateReady(user, { title: "Les 5 secrets de l'été à Dakar", style: 'vlog' });
    expect((await user.as().auth.balance()).credits).toBe(20);

    expect(t).toMatchObject({ status: 'ready', engine: 'local', revision: 0, error: null, width: 1280, height: 720, style: 'vlog' });
    expect(t.design).toMatchObject({ version: 2, format: 'hd', width: 1280, height: 720, style: 'vlog' });
    const headline = headlineOf(t.design);
    // Uppercased the French way: accents kept, the typographic apostrophe.
    expect(drawnText(headline)).toBe('LES 5 SECRETS DE L’ÉTÉ À DAKAR');
    expect(headline.lines.length).toBeGreaterThanOrEqual(2);
    expectFrenchScore(t.score);

    const image = await get(t.imageUrl!, user);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const jpeg = await bytesOf(image);
    expect(jpeg.length).toBe(t.bytes);
    await expectCleanJpeg(jpeg, 1280, 720);

    const preview = await get(t.previewUrl!, user);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/webp');
    const webp = await sharp(await bytesOf(preview)).metadata();
    expect(webp.format).toBe('webp');
    expect(webp.width).toBeLessThanOrEqual(480);
    expect(webp.width! / webp.height!).toBeCloseTo(16 / 9, 1);
  });

  it('each of the six styles makes its own thumbnail', async () => {
    const [a, b] = await Promise.all([h.newUser('Style Un'), h.newUser('Style Deux')]);
    const title = 'Dakar la nuit : 3 coins secrets';
    const done = await Promise.all(STYLES.map((style, i) => generateReady(i < 3 ? a! : b!, { title, style })));
    const hashes = new Set<string>();
    for (const [i, t] of done.entries()) {
      const style = STYLES[i]!;
      expect(t.status, style).toBe('ready');
      expect(t.design?.style, style).toBe(style);
      expect(drawnText(headlineOf(t.design)), style).toBe('DAKAR LA NUIT : 3 COINS SECRETS');
      expectFrenchScore(t.score);
      const jpeg = await bytesOf(await get(t.imageUrl!, i < 3 ? a! : b!));
      await expectCleanJpeg(jpeg, 1280, 720);
      hashes.add(createHash('sha256').update(jpeg).digest('hex'));
    }
    expect(hashes.size).toBe(STYLES.length);
  }, 60_000);
});

describe('exports', () => {
  it('9:16 and 1:1 are free, asked once, and downloadable by their owner only', async () => {
    const owner = await h.newUser('Mamadou Export');
    const other = await h.newUser('Autre Personne');
    const t = await generateReady(owner, { title: 'Le marché Sandaga en 2025', style: 'actu' });
    const credits = (await owner.as().auth.balance()).credits;
    expect(credits).toBe(20);

    const story = await owner.as().studio.export({ id: t.id, format: 'story' });
    const square = await owner.as().studio.export({ id: t.id, format: 'square' });
    expect(story).toMatchObject({ format: 'story', downloadUrl: null });
    expect(['queued', 'rendering', 'ready']).toContain(story.status);
    expect(square.format).toBe('square');
    expect(square.id).not.toBe(story.id);
    // Asking twice (a double click) gives the same export, not a second file.
    expect((await owner.as().studio.export({ id: t.id, format: 'story' })).id).toBe(story.id);

    const [storyDone, squareDone] = await Promise.all([exportDone(owner, t.id, 'story'), exportDone(owner, t.id, 'square')]);
    expect(storyDone).toMatchObject({ id: story.id, status: 'ready', width: 1080, height: 1920, downloadUrl: `/files/exports/${story.id}.jpg` });
    expect(squareDone).toMatchObject({ id: square.id, status: 'ready', width: 1080, height: 1080, downloadUrl: `/files/exports/${square.id}.jpg` });
    // Once ready, asking again still gives that same file.
    expect((await owner.as().studio.export({ id: t.id, format: 'square' })).id).toBe(square.id);
    expect(await em().count(ThumbnailExport, { thumbnail: t.id })).toBe(2);

    for (const [done, w, hh, suffix] of [
      [storyDone, 1080, 1920, '9x16'],
      [squareDone, 1080, 1080, '1x1'],
    ] as const) {
      const res = await get(done.downloadUrl!, owner);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="?minialab-le-marche-sandaga-en-2025-${suffix}\\.jpg`));
      const jpeg = await bytesOf(res);
      expect(jpeg.length).toBe(done.bytes);
      await expectCleanJpeg(jpeg, w, hh);

      expect((await get(done.downloadUrl!, other)).status).toBe(404);
      expect((await get(done.downloadUrl!, null)).status).toBe(401);
    }
    // The export list and the thumbnail itself are private too.
    await expect(other.as().studio.exports({ id: t.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await appCodeOf(other.as().studio.export({ id: t.id, format: 'story' }))).toBe('NOT_FOUND');

    // Downloads cost nothing.
    expect((await owner.as().auth.balance()).credits).toBe(credits);
  }, 60_000);

  it('4K needs Premium: refused without a plan (naming Premium), a 3840×2160 JPEG with it', async () => {
    const user = await h.newUser('Khadija Quatre');
    const t = await generateReady(user, { title: 'Le derby de Dakar', style: 'gaming' });

    // The studio is told beforehand, so it shows the way to Premium instead of an active « Préparer ».
    expect(await user.as().studio.capabilities()).toEqual({ export4k: false, export4kPlan: 'Premium', aiEdit: false, earlyAccess: false, prioritySupport: false });
    expect(await appCodeOf(user.as().studio.export({ id: t.id, format: '4k' }))).toBe('PLAN_REQUIRED');
    // What the browser receives: the app code and the plan to offer.
    const refused = await mutateHttp(user, 'studio.export', { id: t.id, format: '4k' });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.data).toMatchObject({ appCode: 'PLAN_REQUIRED', requiredPlan: 'Premium' });
    expect(await em().count(ThumbnailExport, { thumbnail: t.id })).toBe(0);

    await givePremium(user);
    expect(await user.as().studio.capabilities()).toEqual({ export4k: true, export4kPlan: 'Premium', aiEdit: false, earlyAccess: false, prioritySupport: false });
    const credits = (await user.as().auth.balance()).credits;
    const asked = await user.as().studio.export({ id: t.id, format: '4k' });
    expect(asked.format).toBe('4k');
    const done = await exportDone(user, t.id, '4k', 45_000);
    expect(done).toMatchObject({ id: asked.id, status: 'ready', width: 3840, height: 2160 });
    const res = await get(done.downloadUrl!, user);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?minialab-le-derby-de-dakar-4k\.jpg/);
    const meta = await sharp(await bytesOf(res)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 3840, 2160]);
    expect(meta.exif).toBeUndefined();
    expect((await user.as().auth.balance()).credits).toBe(credits);
  }, 60_000);

  it('a thumbnail that is not ready cannot be exported, and an unknown format gets a French message', async () => {
    const user = await h.newUser('Pas Prête');
    // A generation still in progress and one that failed, as the render job leaves them.
    const [rendering, failed] = await em().transactional(async (tx) => {
      const a = tx.create(Thumbnail, { user: user.userId, title: 'En cours', prompt: '', style: 'pro', seed: 1, status: 'rendering' });
      const b = tx.create(Thumbnail, { user: user.userId, title: 'Échouée', prompt: '', style: 'pro', seed: 2, status: 'failed', error: 'render_failed' });
      await tx.flush();
      return [a.id, b.id];
    });
    for (const id of [rendering, failed]) {
      expect(await appCodeOf(user.as().studio.export({ id, format: 'story' }))).toBe('NOT_READY');
      expect(await appCodeOf(user.as().studio.improve({ id }))).toBe('NOT_READY');
    }
    expect(await em().count(ThumbnailExport, { user: user.userId })).toBe(0);

    const bad = await mutateHttp(user, 'studio.export', { id: rendering, format: 'gif' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.data).toMatchObject({ appCode: 'VALIDATION', fieldErrors: { format: ['Format d’export inconnu.'] } });
  });
});

describe('« Améliorer »', () => {
  it('fixes a weak headline as a new revision, for free, without touching the previous file', async () => {
    const user = await h.newUser('Ousmane Améliore');
    const t = await generateReady(user, { title: "Les 5 secrets de l'été à Dakar", style: 'pro' });
    // A fresh layout has nothing the button could fix.
    expect(t.score!.checks.filter((c) => c.fixable)).toEqual([]);
    expect(await appCodeOf(user.as().studio.improve({ id: t.id }))).toBe('NOTHING_TO_IMPROVE');
    const credits = (await user.as().auth.balance()).credits;

    // The user's edit (saved as revision 1): a small white headline, no outline, on a white background.
    await em().transactional(async (tx) => {
      const row = await tx.findOneOrFail(Thumbnail, t.id);
      const design = structuredClone(t.design!);
      design.background = { kind: 'procedural', recipe: 'flat', colors: ['#FFFFFF'], params: {} };
      // Nothing behind the words any more (a full-bleed strap, a band): they sit on the white.
      design.layers = design.layers.filter((l) => l.type !== 'shape').map((l) => {
        if (l.type !== 'text' || l.role !== 'headline') return l;
        const weak: TextLayer = { ...l, size: 40, lineHeight: 40, fill: '#FFFFFF', stroke: null, shadow: null };
        return { ...weak, box: textInkBox(serverMeasurer(), weak) };
      });
      row.design = design as unknown as Record<string, unknown>;
      row.revision = 1;
      row.status = 'rendering';
      await tx.flush();
      await h.services.queue.enqueue(tx, 'studio.render-file', { thumbnailId: t.id, target: 'hd', revision: 1 });
    });
    expect(await waitForFinalStatus(h, t.id)).toBe('ready');
    const weak = await user.as().studio.get({ id: t.id });
    expect(weak.revision).toBe(1);
    const fixable = weak.score!.checks.filter((c) => c.fixable).map((c) => c.id);
    expect(fixable).toEqual(expect.arrayContaining(['contraste', 'taille']));
    expect(weak.score!.checks.find((c) => c.id === 'contraste')).toMatchObject({ status: 'faible', advice: expect.stringContaining('contour') });
    expect(weak.score!.score).toBeLessThan(t.score!.score);
    const weakRow = await em().findOneOrFail(Thumbnail, t.id);
    const weakKey = weakRow.jpegKey!;
    const weakFile = await bytesOf(await get(weak.imageUrl!, user));

    const improved = await user.as().studio.improve({ id: t.id });
    expect(improved.thumbnail).toMatchObject({ id: t.id, status: 'rendering', revision: 2 });
    expect(improved.applied).toEqual(expect.arrayContaining([expect.stringMatching(/^Titre agrandi : majuscules de \d+,\d px à \d+,\d px sur téléphone$/u), 'Contour et voile ajoutés derrière le titre']));
    expect(await waitForFinalStatus(h, t.id)).toBe('ready');

    const after = await user.as().studio.get({ id: t.id });
    expect(after).toMatchObject({ status: 'ready', revision: 2, error: null });
    expect(after.score!.score).toBeGreaterThan(weak.score!.score);
    expect(after.score!.checks.find((c) => c.id === 'contraste')!.status).toBe('ok');
    const headline = headlineOf(after.design);
    expect(headline.size).toBeGreaterThan(40);
    expect(headline.stroke).not.toBeNull();
    expect(after.design!.layers.some((l) => l.id === 'voile')).toBe(true);
    expect(drawnText(headline)).toBe('LES 5 SECRETS DE L’ÉTÉ À DAKAR');

    // A new file for the new revision; the previous one is still there, byte for byte.
    expect(after.imageUrl).not.toBe(weak.imageUrl);
    const afterRow = await em().findOneOrFail(Thumbnail, t.id);
    expect(afterRow.jpegKey).not.toBe(weakKey);
    expect((await readAll(h.services.storage, weakKey))?.equals(weakFile)).toBe(true);
    const newFile = await bytesOf(await get(after.imageUrl!, user));
    expect(newFile.equals(weakFile)).toBe(false);
    await expectCleanJpeg(newFile, 1280, 720);

    // Free, like every post-processing step.
    expect((await user.as().auth.balance()).credits).toBe(credits);
  }, 60_000);
});

describe('a score saved by an older version', () => {
  it('is shown with today’s answers: an honest level, and « Améliorer » offered for what it can now fix', async () => {
    const user = await h.newUser('Score Ancien');
    const t = await generateReady(user, { title: 'Le derby de Dakar', style: 'pro' });
    // As the previous engine left many thumbnails: a small headline typeset on three lines at most,
    // and a green 82 that says the title is too small, with « Améliorer » disabled.
    await em().transactional(async (tx) => {
      const row = await tx.findOneOrFail(Thumbnail, t.id);
      const design = structuredClone(t.design!);
      // Nothing behind the words any more (a full-bleed strap, a band): they sit on the white.
      design.layers = design.layers.filter((l) => l.type !== 'shape').map((l) => {
        if (l.type !== 'text' || l.role !== 'headline') return l;
        const small: TextLayer = { ...l, size: 48, lineHeight: 48, stroke: l.stroke ? { ...l.stroke, width: 7 } : null, fit: l.fit ? { ...l.fit, maxLines: 3 } : null };
        return { ...small, box: textInkBox(serverMeasurer(), small) };
      });
      row.design = design as unknown as Record<string, unknown>;
      row.score = {
        score: 82,
        checks: [
          { id: 'contraste', label: 'Contraste du titre', status: 'ok', points: 30, max: 30, measure: 'ratio 12,0:1', advice: null, fixable: false },
          { id: 'taille', label: 'Taille sur mobile', status: 'moyen', points: 14, max: 25, measure: 'majuscules de 5,5 px à 168×95', advice: 'Le titre sera trop petit sur téléphone : raccourcissez-le pour l’écrire plus gros.', fixable: false },
          { id: 'mots', label: 'Nombre de mots', status: 'ok', points: 15, max: 15, measure: '4 mots', advice: null, fixable: false },
          { id: 'coin', label: 'Coin de la durée', status: 'ok', points: 15, max: 15, measure: 'libre', advice: null, fixable: false },
          { id: 'encombrement', label: 'Lisibilité d’ensemble', status: 'ok', points: 10, max: 10, measure: '4 éléments décoratifs, agitation 9', advice: null, fixable: false },
        ],
      };
      await tx.flush();
    });
    const shown = await user.as().studio.get({ id: t.id });
    expect(shown.score!.score).toBe(79);
    expect(honestScore(shown.score!).level).toBe('moyen');
    expect(shown.score!.checks.find((c) => c.id === 'taille')).toMatchObject({ status: 'moyen', fixable: true, why: null, advice: expect.stringContaining('« Améliorer » peut l’agrandir') });

    const improved = await user.as().studio.improve({ id: t.id });
    expect(improved.applied).toEqual([expect.stringMatching(/^Titre agrandi : majuscules de 5,5 px à \d+,\d px sur téléphone$/u)]);
    expect(await waitForFinalStatus(h, t.id)).toBe('ready');
    const after = await user.as().studio.get({ id: t.id });
    expect(after.score!.checks.find((c) => c.id === 'taille')!.status).toBe('ok');
    expect(drawnText(headlineOf(after.design))).toBe('LE DERBY DE DAKAR');
  });
});

describe('a design saved by the version-1 engine', () => {
  it('still opens as a version-2 design and exports to 9:16', async () => {
    const user = await h.newUser('Ancien Design');
    const t = await generateReady(user, { title: 'Ancien', style: 'pro' });
    const v1 = {
      version: 1,
      width: 1280,
      height: 720,
      style: 'pro',
      seed: 1,
      background: { kind: 'beam-gradient', colors: ['#0E1E45', '#03050C'], angle: 40, beam: { topX: 500, topWidth: 120, bottomX: 800, bottomWidth: 400, color: '#FFFFFF', opacity: 0.12 }, vignette: 0.6 },
      headline: {
        text: 'ANCIEN',
        lines: ['ANCIEN'],
        fontFamily: 'Anton',
        fontSize: 120,
        x: 64,
        y: 300,
        lineHeight: 120,
        fill: '#FFFFFF',
        stroke: '#000000',
        strokeWidth: 16,
        accent: '#FFD400',
        emphasis: ['ANCIEN'],
        box: { x: 50, y: 200, w: 400, h: 120 },
      },
      shapes: [],
    };
    await em().nativeUpdate(Thumbnail, { id: t.id }, { design: v1 });

    const opened = await user.as().studio.get({ id: t.id });
    expect(opened.design).toMatchObject({ version: 2, format: 'hd', width: 1280, height: 720, style: 'pro', seed: 1 });
    expect(opened.design!.background).toMatchObject({ kind: 'procedural', recipe: 'beam', colors: ['#0E1E45', '#03050C'] });
    const headline = headlineOf(opened.design);
    expect(headline).toMatchObject({ text: 'ANCIEN', lines: ['ANCIEN'], size: 120, fill: '#FFFFFF', stroke: { color: '#000000', width: 16 }, highlight: { words: ['ANCIEN'], color: '#FFD400' } });

    await user.as().studio.export({ id: t.id, format: 'story' });
    const story = await exportDone(user, t.id, 'story');
    expect(story).toMatchObject({ status: 'ready', width: 1080, height: 1920 });
    await expectCleanJpeg(await bytesOf(await get(story.downloadUrl!, user)), 1080, 1920);
  });
});
