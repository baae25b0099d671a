import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { thumbnailFiles, uploadFiles, userFolders } from '../../server/files/keys';
import { localDiskStorage, readAll, TooLargeError } from '../../server/files/storage';
import { purposeOf } from '../../server/studio/jobs/queues';

const USER = '0b6f4a52-3f7e-4d0a-9a53-5d2b1c9e8f10';
const ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const roots: string[] = [];
const storage = () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'minialab-storage-'));
  roots.push(root);
  return { root, storage: localDiskStorage(root) };
};
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('file storage', () => {
  it('streams a file in, lists it with its size under the owner, and erases the owner by prefix', async () => {
    const { storage: s } = storage();
    const { image, thumbnail } = uploadFiles(USER, ID, 'jpeg');
    expect(await s.putStream(image, Readable.from([Buffer.alloc(1000, 1), Buffer.alloc(500, 2)]))).toEqual({ size: 1500 });
    await s.put(thumbnail, Buffer.from('webp'));
    await s.put(thumbnailFiles(USER, ID, 2).jpeg, Buffer.from('jpg'));
    expect(await s.exists(image)).toBe(true);
    expect((await readAll(s, image))?.length).toBe(1500);
    const listed = await s.list(`uploads/${USER}/`);
    expect(listed).toHaveLength(2);
    expect(listed).toEqual(expect.arrayContaining([expect.objectContaining({ key: image, size: 1500 }), expect.objectContaining({ key: thumbnail, size: 4 })]));
    for (const file of listed) expect(Math.abs(file.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
    for (const folder of userFolders(USER)) await s.deletePrefix(folder);
    expect(await s.exists(image)).toBe(false);
    expect(await s.list(`thumbnails/${USER}/`)).toEqual([]);
  });

  it('a stream over its limit stops with TooLargeError and leaves no file, not even a temporary one', async () => {
    const { root, storage: s } = storage();
    const key = uploadFiles(USER, ID, 'png').image;
    const endless = Readable.from((function* () {
      for (let i = 0; i < 1000; i++) yield Buffer.alloc(64 * 1024);
    })());
    await expect(s.putStream(key, endless, { maxBytes: 100_000 })).rejects.toBeInstanceOf(TooLargeError);
    expect(readdirSync(path.join(root, 'uploads', USER))).toEqual([]);
  });

  it('keys refuse anything but our ids, and prefixes must be whole folders', async () => {
    const { storage: s } = storage();
    expect(() => uploadFiles('../etc', ID, 'png')).toThrow(/not an id/);
    await expect(s.list('uploads')).rejects.toThrow(/unsafe/);
    await expect(s.deletePrefix('../')).rejects.toThrow(/unsafe/);
  });
});

describe('export job purpose', () => {
  it('is read as given, and derived for payloads queued before it existed', () => {
    expect(purposeOf({ purpose: 'export', jobId: ID })).toBe('export');
    expect(purposeOf({ jobId: ID, restore: { style: 'pro' } })).toBe('modification');
    expect(purposeOf({ jobId: ID })).toBe('generation');
    expect(purposeOf({ exportId: ID })).toBe('export');
    expect(purposeOf({})).toBe('improvement');
  });
});
