import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeError, ERROR_MESSAGES } from '../../client/i18n/errors';
import { createClient, httpStatus } from '../../client/lib/trpc';
import { Asset } from '../../server/files/asset.entity';
import { useHarness, waitForFinalStatus } from './harness';

/**
 * A real full disk: the data folder is a 3 MB tmpfs (mounting one needs root, which this project's
 * machines and CI are). Failed writes must not leave their half files behind to keep it full.
 */
const isRoot = process.getuid?.() === 0;
let mount: string;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

function fillUp(dir: string): string {
  const filler = path.join(dir, 'remplissage.bin');
  const chunk = Buffer.alloc(64 * 1024, 7);
  let size = 0;
  for (;;) {
    try {
      writeFileSync(filler, chunk, { flag: size === 0 ? 'w' : 'a' });
      size += chunk.length;
    } catch {
      return filler;
    }
  }
}

// CI and this project's machines run as root: there, a missing mount is a failure, never a silent skip.
if (!isRoot && process.env.CI) throw new Error('full-disk.test.ts mounts a tmpfs: run the suite as root (CI does)');

describe.runIf(isRoot)('a full disk', () => {
  beforeAll(async () => {
    mount = mkdtempSync(path.join(os.tmpdir(), 'minialab-full-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=3m,mode=0755', 'tmpfs', mount]);
  });
  afterAll(async () => {
    execFileSync('umount', [mount]);
    rmSync(mount, { recursive: true, force: true });
  });
  // After the mount's hooks: it starts once the disk is mounted, and stops before it is unmounted.
  const h = useHarness(() => ({ env: { DATA_DIR: mount } }));

  it('fails generations cleanly (credits back, no *.tmp left), and works again once space is freed', { timeout: 120_000 }, async () => {
    const user = await h.newUser('Disque Plein');
    const filler = fillUp(mount);
    const attempts = await Promise.all([1, 2, 3].map((n) => user.as().studio.generate({ title: `Disque plein ${n}`, prompt: '', style: 'vlog' })));
    for (const t of attempts) expect(await waitForFinalStatus(h, t.id, 60_000)).toBe('failed');
    expect((await user.as().auth.balance()).credits).toBe(30); // every failed generation gave its credits back
    expect(files(mount).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    rmSync(filler);
    const after = await user.as().studio.generate({ title: 'Après le ménage', prompt: '', style: 'mini' });
    expect(await waitForFinalStatus(h, after.id, 30_000)).toBe('ready');
    expect((await user.as().auth.balance()).credits).toBe(20);
    expect(statSync(path.join(mount, 'files')).isDirectory()).toBe(true);
  });

  it('refuses an upload with a French 503 and leaves no file, then takes it once space is freed', { timeout: 60_000 }, async () => {
    const user = await h.newUser('Envoi Disque Plein');
    const api = createClient({ origin: await h.http(), headers: () => ({ cookie: `ml_at=${user.accessToken}` }) });
    const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#4a7', noise: { type: 'gaussian', mean: 120, sigma: 30 } } }).jpeg().toBuffer();
    const picture = () => new File([new Uint8Array(bytes)], 'plein.jpg', { type: 'image/jpeg' });
    const before = files(mount);
    const filler = fillUp(mount);

    const refused = await api.images.upload.mutate(picture()).catch((err: unknown) => err);
    expect(httpStatus(refused)).toBe(503);
    expect(describeError(refused).message).toBe(ERROR_MESSAGES.UPLOAD_STORAGE_FULL);
    expect(ERROR_MESSAGES.UPLOAD_STORAGE_FULL).toMatch(/plus de place/);
    // Nothing of it anywhere: no temporary file, no stored image, no row.
    expect(files(mount).filter((f) => f !== filler && !before.includes(f))).toEqual([]);
    expect(await h.services.orm.em.fork().count(Asset, { user: user.userId })).toBe(0);

    rmSync(filler);
    const stored = await api.images.upload.mutate(picture());
    expect([stored.width, stored.height]).toEqual([800, 600]);
  });
});
