import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Asset } from '../../server/files/asset.entity';
import { readAll } from '../../server/files/storage';
import { acceptImageUpload, deleteUpload, uploadUsage } from '../../server/files/uploads';
import { DataExport } from '../../server/privacy/data-export.entity';
import { runRetention } from '../../server/privacy/retention';
import { siteInfo } from '../../server/site/service';
import { Thumbnail } from '../../server/studio/thumbnail.entity';
import { CURRENT_VERSIONS, LEGACY_VERSION } from '../../server/vision/analysis-versions';
import { PhotoAnalysis, type FaceData } from '../../server/vision/photo-analysis.entity';
import { analysisReady, faceAnalysis, photoUpscale } from '../../server/vision/photo-analyses';
import { parseDesign } from '../../shared/engine/model/design';
import { seedReadyDigitalMe } from '../fixtures/ready-digitalme';
import { fixturePhoto } from '../fixtures/digitalme-photos';
import { beforeMigration } from './migration-database';
import { eventually, waitForFinalStatus, type Harness, useHarness } from './harness';

/**
 * Each photo analysed once (server/vision/photo-analyses.ts): at upload by the worker, read by the
 * generations, made at most once when asked twice at the same moment, and gone with its photo (deleted
 * from « Mes images », a DigitalMe erased, an account closed), counted in no quota, out of the data
 * export, and its older versions deleted by the daily retention pass once nothing draws them.
 * Real PostgreSQL, real pg-boss, the real vision models.
 */
const h = useHarness({ worker: true });
const em = () => h.services.orm.em.fork();
type Person = Awaited<ReturnType<Harness['newUser']>>;

const astronaut = readFileSync(path.join(import.meta.dirname, '../fixtures/photos/astronaut.png'));
/** Another crop of the same portrait: a new photo each time (the same bytes would be the same upload). */
const portrait = (i: number) =>
  sharp(astronaut)
    .extract({ left: 4 * i, top: 3 * i, width: 480, height: 480 })
    .jpeg({ quality: 90 })
    .toBuffer();

async function upload(user: Person, bytes: Buffer, queued: boolean) {
  const source = (async function* () {
    yield new Uint8Array(bytes);
  })();
  const { asset } = await acceptImageUpload({ em: em(), storage: h.services.storage, queue: queued ? h.services.queue : undefined }, source, {
    userId: user.userId,
    purpose: 'image',
    fileName: 'moi.jpg',
  });
  return asset;
}

const rowsOf = (photoId: string) => em().find(PhotoAnalysis, { source: photoId }, { populate: ['file'], orderBy: { kind: 'asc', version: 'asc' } });
const stored = (key: string) => h.services.storage.exists(key);
const retentionDeps = () => ({
  em: em(),
  storage: h.services.storage,
  queue: h.services.queue,
  brand: { ...siteInfo(h.config), publicUrl: h.config.PUBLIC_URL },
  log: { info: () => undefined, error: () => undefined },
});

describe('each photo analysed once', { timeout: 60_000 }, () => {
  it('is analysed at upload, read by the generations, in no quota nor export, and deleted with the photo', async () => {
    const user = await h.newUser('Aminata Gaming');
    const photo = await upload(user, await portrait(0), true);
    await eventually(async () => ((await analysisReady(em(), photo.id)) ? true : undefined), 30_000, 'the analysis made at upload');
    const rows = await rowsOf(photo.id);
    // The astronaut's face is about 100 px from forehead to chin: under 128 px, its head and shoulders are enlarged once and cut out of that.
    expect(rows.map((r) => [r.kind, r.version])).toEqual([
      ['cutout', CURRENT_VERSIONS.cutout],
      ['face', CURRENT_VERSIONS.face],
      ['upscale', CURRENT_VERSIONS.upscale],
    ]);
    const [cutoutRow, faceRow, upscaleRow] = rows as [(typeof rows)[number], (typeof rows)[number], (typeof rows)[number]];
    const face = faceRow.data as FaceData;
    expect(face.role).toBe('person');
    // The face mesh measured the face from forehead to chin, in the photo's pixels: taller than half its detector box, within the photo.
    expect(face.faceHeight).toBeGreaterThan(face.faces[0]!.h * 0.5);
    expect(face.faceHeight).toBeLessThan(photo.height);
    const cut = cutoutRow.file!;
    expect([cut.kind, cut.derivedFrom, cut.user.id, await stored(cut.key)]).toEqual(['cutout', photo.id, user.userId, true]);

    // Only the photo counts in the user's space.
    expect(await uploadUsage(em(), user.userId)).toEqual({ files: 1, bytes: photo.bytes });

    // A generation draws the stored cut-out and makes nothing again: it never reads the photo, and
    // reads its cut-out once for the composition and the file together.
    const reads: string[] = [];
    const storage = h.services.storage;
    const open = storage.open;
    storage.open = (key) => {
      reads.push(key);
      return open.call(storage, key);
    };
    const started = await user.as().studio.generate({ title: 'Ma partie du soir', prompt: '', style: 'gaming', mode: 'images', images: [photo.id] });
    try {
      expect(await waitForFinalStatus(h, started.id, 30_000)).toBe('ready');
    } finally {
      storage.open = open;
    }
    expect([reads.filter((k) => k === photo.key).length, reads.filter((k) => k === cut.key).length]).toEqual([0, 1]);
    const design = parseDesign((await em().findOneOrFail(Thumbnail, started.id)).design);
    expect(design.layers.find((l) => l.type === 'image' && l.role === 'subject')).toMatchObject({ asset: cut.id, cutout: true });
    expect((await rowsOf(photo.id)).map((r) => r.id).sort()).toEqual(rows.map((r) => r.id).sort());

    // The data export holds the photo, never what was made from it.
    await user.as().privacy.requestExport();
    const ready = await eventually(async () => (await em().findOne(DataExport, { user: user.userId, status: 'ready' })) ?? undefined, 30_000, 'the export');
    const files = unzipSync(new Uint8Array((await readAll(h.services.storage, ready.fileKey!))!));
    expect(Object.keys(files).filter((n) => n.startsWith('images/'))).toEqual([`images/${photo.id}.jpg`]);
    const cutBytes = (await readAll(h.services.storage, cut.key))!;
    expect(Object.values(files).some((bytes) => Buffer.from(bytes).equals(cutBytes))).toBe(false);
    expect(strFromU8(files['compte.json']!)).not.toContain(cut.id);

    // Deleted from « Mes images »: its analyses, its cut-out's row and file go with it.
    await deleteUpload({ em: em(), storage: h.services.storage }, user.userId, photo.id);
    expect(await em().count(PhotoAnalysis, { user: user.userId })).toBe(0);
    expect([await em().count(Asset, { id: cut.id }), await stored(cut.key)]).toEqual([0, false]);
    const enlarged = upscaleRow.file!;
    expect([await em().count(Asset, { id: enlarged.id }), await stored(enlarged.key)]).toEqual([0, false]);
  });

  it('is made once when two ask at the same moment (the second waits and reads the first’s), and again for a new version of the models', async () => {
    const user = await h.newUser('Ousmane Double');
    const photo = await upload(user, await portrait(1), false);
    const computed: string[] = [];
    const ask = (who: string) => faceAnalysis(em(), h.services.storage, photo, { onCompute: async () => void computed.push(who) });
    const [a, b] = await Promise.all([ask('a'), ask('b')]);
    expect(computed).toHaveLength(1);
    expect(a).toEqual(b);
    expect(await em().count(PhotoAnalysis, { source: photo.id, kind: 'face' })).toBe(1);

    // Made by another version of the models: the next use makes it again with the current one.
    await em().nativeUpdate(PhotoAnalysis, { source: photo.id, kind: 'face' }, { version: LEGACY_VERSION });
    await ask('c');
    expect(computed).toEqual([computed[0], 'c']);
    expect((await em().find(PhotoAnalysis, { source: photo.id, kind: 'face' })).map((r) => r.version).sort()).toEqual([CURRENT_VERSIONS.face, LEGACY_VERSION].sort());

    // The upscaled copy, for the upscaler to come: made once too, a picture of the user derived from the photo.
    let upscaled = 0;
    const upscale = () =>
      photoUpscale(em(), h.services.storage, photo, async (bytes) => {
        upscaled++;
        const { data, info } = await sharp(bytes)
          .resize({ width: photo.width * 2 })
          .png()
          .toBuffer({ resolveWithObject: true });
        return { png: data, width: info.width, height: info.height, data: { factor: 2 } };
      });
    const [u1, u2] = await Promise.all([upscale(), upscale()]);
    expect([upscaled, u1.id === u2.id, u1.width, u1.data]).toEqual([1, true, photo.width * 2, { factor: 2 }]);
    expect(await em().findOneOrFail(Asset, u1.id)).toMatchObject({ kind: 'upscaled', derivedFrom: photo.id, purpose: null });
  });

  it('goes with a DigitalMe erased, and with a closed account', async () => {
    const user = await h.newUser('Jesper Moi');
    await seedReadyDigitalMe(h.services.orm.em, h.services.storage, user.userId, [fixturePhoto('jesper.jpg')]);
    const made = await em().find(PhotoAnalysis, { user: user.userId }, { populate: ['file'] });
    expect(made.map((r) => r.kind)).toEqual(['cutout']);
    await user.as().digitalMe.delete();
    expect(await em().count(PhotoAnalysis, { user: user.userId })).toBe(0);
    expect(await stored(made[0]!.file!.key)).toBe(false);

    const closing = await h.newUser('Fermeture Compte');
    const photo = await upload(closing, await portrait(2), true);
    await eventually(async () => ((await analysisReady(em(), photo.id)) ? true : undefined), 30_000, 'the analysis made at upload');
    const cut = (await em().findOneOrFail(PhotoAnalysis, { source: photo.id, kind: 'cutout' }, { populate: ['file'] })).file!;
    await closing.as().privacy.close({ password: closing.password, confirm: 'SUPPRIMER' });
    expect(await em().count(PhotoAnalysis, { source: photo.id })).toBe(0);
    expect(await stored(cut.key)).toBe(false);
  });

  it('older versions are deleted by the daily retention pass once nothing draws them, rows and files', async () => {
    const user = await h.newUser('Retention Versions');
    const photo = await upload(user, await portrait(3), true);
    await eventually(async () => ((await analysisReady(em(), photo.id)) ? true : undefined), 30_000, 'the analysis made at upload');
    const current = await rowsOf(photo.id);
    // What an older version of the models made of the same photo: its face analysis, and two cut-outs, one a thumbnail still draws.
    const fork = em();
    const olderCut = async (name: string) => {
      const asset = fork.create(Asset, {
        user: user.userId,
        kind: 'cutout',
        key: `assets/${user.userId}/${name}`,
        width: 10,
        height: 10,
        bytes: 3,
        format: 'png',
        hasAlpha: true,
        derivedFrom: photo.id,
      });
      await h.services.storage.put(asset.key, Buffer.from('png'));
      return asset;
    };
    const dropped = await olderCut('0a0a0a0a-0000-4000-8000-000000000001.png');
    const drawn = await olderCut('0a0a0a0a-0000-4000-8000-000000000002.png');
    fork.create(PhotoAnalysis, {
      user: user.userId,
      source: photo.id,
      kind: 'face',
      version: LEGACY_VERSION,
      data: current.find((r) => r.kind === 'face')!.data,
    });
    fork.create(PhotoAnalysis, {
      user: user.userId,
      source: photo.id,
      kind: 'cutout',
      version: `${LEGACY_VERSION}-a`,
      file: dropped,
      data: { face: null, source: null },
    });
    fork.create(PhotoAnalysis, {
      user: user.userId,
      source: photo.id,
      kind: 'cutout',
      version: `${LEGACY_VERSION}-b`,
      file: drawn,
      data: { face: null, source: null },
    });
    fork.create(Thumbnail, {
      user: user.userId,
      title: 'Ancienne miniature',
      prompt: '',
      style: 'gaming',
      seed: 1,
      status: 'ready',
      design: { layers: [{ type: 'image', asset: drawn.id }] },
    });
    await fork.flush();

    await runRetention(retentionDeps(), new Date());
    const left = await rowsOf(photo.id);
    expect(left.map((r) => r.version).sort()).toEqual([...current.map((r) => r.version), `${LEGACY_VERSION}-b`].sort());
    expect([await stored(dropped.key), await em().count(Asset, { id: dropped.id })]).toEqual([false, 0]);
    expect(await stored(drawn.key)).toBe(true);

    // The thumbnail deleted, the last older cut-out goes at the next pass.
    await em().nativeDelete(Thumbnail, { user: user.userId });
    await runRetention(retentionDeps(), new Date());
    expect((await rowsOf(photo.id)).map((r) => r.version).sort()).toEqual(current.map((r) => r.version).sort());
    expect(await stored(drawn.key)).toBe(false);
  });
});


describe('the analyses kept before their table', () => {
  it('are carried over by the migration as a legacy version, and back by its undoing', async () => {
    // Down to the schema as it was: analyses on the assets.
    await beforeMigration('Migration20261129014444', async (orm, before) => {
      const [user, photo, cutout] = [randomUUID(), randomUUID(), randomUUID()];
      const vision = { role: 'person', reason: 'face', width: 800, height: 600, faces: [{ x: 100, y: 50, w: 200, h: 220, score: 0.9 }] };
      const face = { x: 40, y: 20, w: 160, h: 176 };
      const db = orm.em.getConnection();
      await db.execute(`insert into users (id, created_at, updated_at, email, name) values (?, now(), now(), ?, 'Ancien')`, [user, `${user}@exemple.sn`]);
      const asset = `insert into assets (id, created_at, updated_at, user_id, kind, key, width, height, bytes, has_alpha, derived_from, face, vision) values (?, now(), now(), ?, ?, ?, 640, 480, 10, false, ?, ?, ?)`;
      await db.execute(asset, [photo, user, 'upload', `uploads/${user}/${photo}.jpg`, null, null, JSON.stringify(vision)]);
      await db.execute(asset, [cutout, user, 'cutout', `assets/${user}/${cutout}.png`, photo, JSON.stringify(face), null]);

      await orm.migrator.up();
      const rows = await db.execute<Array<{ kind: string; version: string; file_id: string | null; data: Record<string, unknown> }>>(
        'select kind, version, file_id, data from photo_analyses where source_id = ? order by kind',
        [photo],
      );
      expect(rows).toEqual([
        { kind: 'cutout', version: LEGACY_VERSION, file_id: cutout, data: { face, source: null } },
        { kind: 'face', version: LEGACY_VERSION, file_id: null, data: { ...vision, faceHeight: null } },
      ]);

      await orm.migrator.down({ to: before });
      const back = await db.execute<Array<{ id: string; face: unknown; vision: unknown }>>(
        'select id, face, vision from assets where user_id = ? order by kind desc',
        [user],
      );
      expect(back).toEqual([
        { id: photo, face: null, vision },
        { id: cutout, face, vision: null },
      ]);
    });
  });
});
