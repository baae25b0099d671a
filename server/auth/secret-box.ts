import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SecretBox } from '../ports';

// The interface is the kernel's (server/ports.ts); its importers keep finding it here.
export type { SecretBox } from '../ports';

const VERSION = 'v1';

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the encryption key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || !data) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The key from ENCRYPTION_KEY (64 hex characters), or else one generated once in the data folder,
 * which web and worker share (the embedded default and docker-compose's volume).
 */
export function encryptionKey(configured: string | undefined, dataDir: string): { key: Buffer; source: 'env' | 'file' } {
  if (configured) return { key: Buffer.from(configured, 'hex'), source: 'env' };
  const file = path.join(dataDir, 'encryption.key');
  if (!existsSync(file)) {
    // Web and worker may start together: write aside, then link into place, which succeeds for one
    // of them only; the other reads the winner's complete file.
    mkdirSync(dataDir, { recursive: true });
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(tmp, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
    try {
      linkSync(tmp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      rmSync(tmp, { force: true });
    }
  }
  return { key: Buffer.from(readFileSync(file, 'utf8').trim(), 'hex'), source: 'file' };
}
