// Which storage the configuration names (one seam, two adapters): the local disk by default, or an
// S3-compatible bucket. Kept apart from storage.ts so the adapters import the seam, never the reverse.
import path from 'node:path';
import type { Config } from '../config';
import { s3Storage } from './s3-storage';
import { localDiskStorage, type Storage } from './storage';

/** The storage STORAGE names: `local` (files under DATA_DIR/files) or `s3` (an S3-compatible bucket). */
export function storageFor(config: Pick<Config, 'STORAGE' | 'dataDir' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'>): Storage {
  switch (config.STORAGE) {
    case 'local':
      return localDiskStorage(path.join(config.dataDir, 'files'));
    case 's3':
      return s3Storage({
        bucket: config.S3_BUCKET!,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
      });
  }
}

