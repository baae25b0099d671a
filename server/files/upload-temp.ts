import { readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Where an upload's bytes wait while they arrive and until sharp has read them: under the data
 * folder (DATA_DIR), on the disk the product's files use, never in memory and never in /tmp, which
 * is a RAM disk (tmpfs) on many hosts and containers. Each file is removed as soon as its image is
 * cleaned or refused (server/files/uploads.ts).
 */
export function uploadTempDir(dataDir: string): string {
  return path.join(dataDir, 'tmp', 'uploads');
}

/** For callers without a data folder (scripts, benches): the system's temporary folder. */
export const FALLBACK_UPLOAD_TEMP_DIR = path.join(os.tmpdir(), 'minialab-uploads');

/** A write that failed for want of space: the disk is full (ENOSPC), or the user's or volume's quota (EDQUOT). */
export function isDiskFull(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

/**
 * Removes what a process stopped mid-upload (killed, crashed) left behind. Only files older than an
 * hour: another process sharing the data folder may be receiving one right now, and no upload lasts
 * that long (Node ends a request after 5 minutes).
 */
export async function sweepUploadTemp(dir: string, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info?.isFile() && now - info.mtimeMs > 60 * 60_000) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
