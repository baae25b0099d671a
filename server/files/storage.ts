import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Storage, StoredFile } from '../ports';

// The interface is the kernel's (server/ports.ts); its importers keep finding it here.
export type { Storage, StoredFile } from '../ports';

/** Thrown by `putStream` when the stream goes over its `maxBytes`: nothing is left behind. */
export class TooLargeError extends Error {
  override name = 'TooLargeError';
  constructor(readonly maxBytes: number) {
    super(`stream exceeds ${maxBytes} bytes`);
  }
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;
const SAFE_PREFIX = /^[a-z0-9][a-z0-9/_.-]*\/$/i;

/** Keys come from server/files/keys.ts, never from a request: anything else is a bug, refused loudly. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}
/** Only whole folders: a prefix that ends mid-name would be a listing of the parent folder. */
export function assertSafePrefix(prefix: string): void {
  if (!SAFE_PREFIX.test(prefix) || prefix.includes('..')) throw new Error(`unsafe storage prefix: ${prefix}`);
}

/** Counts what passes (`size`), and fails the stream with TooLargeError past `maxBytes`. */
export function byteCounter(maxBytes?: number): Transform & { size: number } {
  const counter = Object.assign(
    new Transform({
      transform(chunk: Buffer, _enc, done) {
        counter.size += chunk.length;
        if (maxBytes !== undefined && counter.size > maxBytes) done(new TooLargeError(maxBytes));
        else done(null, chunk);
      },
    }),
    { size: 0 },
  );
  return counter;
}

export function localDiskStorage(root: string): Storage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  const resolveFolder = (prefix: string) => {
    assertSafePrefix(prefix);
    return path.join(root, prefix);
  };
  const tmpName = (file: string) => `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  return {
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file, and a retried job just replaces it.
      const tmp = tmpName(file);
      try {
        await writeFile(tmp, data);
        await rename(tmp, file);
      } catch (err) {
        // A full disk (ENOSPC) leaves half a file: remove it, or every failure keeps the volume fuller.
        await rm(tmp, { force: true }).catch(() => undefined);
        throw err;
      }
    },
    async putStream(key, data, opts = {}) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = tmpName(file);
      const counter = byteCounter(opts.maxBytes);
      try {
        await pipeline(data, counter, createWriteStream(tmp));
        await rename(tmp, file);
        return { size: counter.size };
      } catch (err) {
        await rm(tmp, { force: true }).catch(() => undefined);
        throw err;
      }
    },
    async open(key) {
      const file = resolve(key);
      try {
        const info = await stat(file);
        return { stream: createReadStream(file), size: info.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async exists(key) {
      try {
        return (await stat(resolve(key))).isFile();
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw err;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async deletePrefix(prefix) {
      await rm(resolveFolder(prefix), { recursive: true, force: true });
    },
    async list(prefix) {
      const dir = resolveFolder(prefix);
      let entries;
      try {
        entries = await readdir(dir, { recursive: true, withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw err;
      }
      const out: StoredFile[] = [];
      for (const entry of entries) {
        // Temporary files of writes in progress are not files of the product yet.
        if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
        const full = path.join(entry.parentPath, entry.name);
        const info = await stat(full).catch(() => null);
        if (info) out.push({ key: path.relative(root, full).split(path.sep).join('/'), size: info.size, modifiedAt: info.mtime });
      }
      // Byte order of the keys, as object stores list them.
      return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
  };
}

/** The whole file in memory (small files: images of a design), or null if there is none. */
export async function readAll(storage: Storage, key: string): Promise<Buffer | null> {
  const file = await storage.open(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
