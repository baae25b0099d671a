import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../../server/files/s3-storage';
import { readAll, TooLargeError, type Storage } from '../../server/files/storage';
import { startS3Server } from '../fixtures/s3-server';
import { startHarness, waitForFinalStatus } from './harness';

/**
 * STORAGE=s3 (issue 17): the S3 adapter against a real S3-compatible server on loopback, then the
 * whole product on it: a generation's files written to the bucket and served by our own route.
 */
let s3: Awaited<ReturnType<typeof startS3Server>>;
let storage: Storage;
beforeAll(async () => {
  s3 = await startS3Server();
  storage = s3Storage({ bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
});
afterAll(async () => {
  await s3?.stop();
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('the S3 adapter', () => {
  it('writes, reads, lists and deletes as the local disk does', async () => {
    const small = randomBytes(1000);
    await storage.put('thumbnails/a/1.jpg', small);
    const opened = await storage.open('thumbnails/a/1.jpg');
    expect(opened?.size).toBe(1000);
    expect(sha((await readAll(storage, 'thumbnails/a/1.jpg'))!)).toBe(sha(small));
    expect(await storage.exists('thumbnails/a/1.jpg')).toBe(true);
    expect(await storage.exists('thumbnails/a/2.jpg')).toBe(false);
    expect(await storage.open('thumbnails/a/2.jpg')).toBeNull();

    // A 12 MB stream goes up in parts, without being held whole, and comes back byte for byte.
    const big = randomBytes(12 * 1024 * 1024);
    expect(await storage.putStream('uploads/u1/big.bin', Readable.from([big.subarray(0, 7e6), big.subarray(7e6)]))).toEqual({ size: big.length });
    expect(sha((await readAll(storage, 'uploads/u1/big.bin'))!)).toBe(sha(big));

    const listed = await storage.list('thumbnails/');
    expect(listed.map((f) => [f.key, f.size])).toEqual([['thumbnails/a/1.jpg', 1000]]);
    expect(Math.abs(listed[0]!.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await storage.list('nothing/')).toEqual([]);

    await storage.delete('thumbnails/a/1.jpg');
    expect(await storage.exists('thumbnails/a/1.jpg')).toBe(false);
    await storage.put('uploads/u1/other.bin', small);
    await storage.deletePrefix('uploads/u1/');
    expect(await storage.list('uploads/')).toEqual([]);
  });

  it('leaves nothing behind when a stream is over its limit, and refuses unsafe keys', async () => {
    const tooBig = Readable.from([randomBytes(600_000), randomBytes(600_000)]);
    await expect(storage.putStream('uploads/u2/huge.bin', tooBig, { maxBytes: 1_000_000 })).rejects.toBeInstanceOf(TooLargeError);
    expect(await storage.exists('uploads/u2/huge.bin')).toBe(false);
    await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow('unsafe storage key');
    await expect(storage.list('uploads')).rejects.toThrow('unsafe storage prefix');
  });

  it('says a store that cannot be reached is an error, never a missing file', async () => {
    const down = s3Storage({ bucket: s3.bucket, region: 'us-east-1', endpoint: 'http://127.0.0.1:9', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
    await expect(down.open('thumbnails/a/1.jpg')).rejects.toBeTruthy();
    await expect(down.exists('thumbnails/a/1.jpg')).rejects.toBeTruthy();
  });
});

describe('the product on STORAGE=s3', () => {
  it('stores a generation in the bucket and serves it through its own route, to its owner only', async () => {
    const h = await startHarness({ worker: true, listen: true, env: s3.env });
    try {
      const user = await h.newUser('Seynabou S3');
      const thumbnail = await user.as().studio.generate({ title: 'Mon voyage à Saint-Louis', prompt: '', style: 'vlog' });
      expect(await waitForFinalStatus(h, thumbnail.id, 60_000)).toBe('ready');
      const inBucket = await storage.list('thumbnails/');
      expect(inBucket.some((f) => f.key.includes(thumbnail.id) && f.key.endsWith('.jpg'))).toBe(true);

      const origin = await h.http();
      const own = await fetch(`${origin}/files/thumbnails/${thumbnail.id}.jpg`, { headers: { cookie: `ml_at=${user.accessToken}` } });
      expect(own.status).toBe(200);
      expect(own.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await own.arrayBuffer());
      expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      const stranger = await h.newUser('Curieux S3');
      expect((await fetch(`${origin}/files/thumbnails/${thumbnail.id}.jpg`, { headers: { cookie: `ml_at=${stranger.accessToken}` } })).status).toBe(404);
    } finally {
      await h.stop();
    }
  }, 120_000);
});

describe('an object store that goes away', () => {
  it('reads answer 503 in French, a generation fails and gives its credits back, and all works again when it returns', async () => {
    const store = await startS3Server('minialab-outage');
    const h = await startHarness({ worker: true, listen: true, env: store.env });
    try {
      const user = await h.newUser('Coupure Stockage');
      const ready = await user.as().studio.generate({ title: 'Avant la coupure', prompt: '', style: 'pro' });
      expect(await waitForFinalStatus(h, ready.id, 60_000)).toBe('ready');
      const origin = await h.http();
      const file = () => fetch(`${origin}/files/thumbnails/${ready.id}.jpg`, { headers: { cookie: `ml_at=${user.accessToken}` } });
      expect((await file()).status).toBe(200);

      await store.pause();
      const down = await file();
      expect(down.status).toBe(503);
      expect(((await down.json()) as { error: string }).error).toContain('momentanément inaccessibles');
      const failing = await user.as().studio.generate({ title: 'Pendant la coupure', prompt: '', style: 'pro' });
      expect(await waitForFinalStatus(h, failing.id, 60_000)).toBe('failed');
      expect((await user.as().auth.balance()).credits).toBe(20);

      await store.resume();
      expect((await file()).status).toBe(200);
    } finally {
      await h.stop();
      await store.stop();
    }
  }, 180_000);
});
