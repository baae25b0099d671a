// STORAGE=s3: the product's files in an S3-compatible object store (AWS S3, Cloudflare R2, Scaleway,
// SeaweedFS…), through the AWS SDK v3. Same calls and guarantees as the local disk: a key is written
// whole or not at all (a single PUT, or a multipart upload completed only at the end), streams go
// through without being held in memory, and the bucket stays private: files are served by our own
// routes, which check the owner first (server/files/serve.ts).
import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, assertSafePrefix, byteCounter, type Storage, type StoredFile } from './storage';

export interface S3Options {
  bucket: string;
  region: string;
  /** Any S3-compatible endpoint; empty for AWS itself. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (most self-hosted stores). */
  forcePathStyle: boolean;
}

const notFound = (err: unknown) => err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404);

export function s3Storage(options: S3Options): Storage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId && options.secretAccessKey ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } } : {}),
    // Checksums only where S3 requires them: many S3-compatible stores do not read the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  async function listAll(prefix: string): Promise<StoredFile[]> {
    const out: StoredFile[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      for (const o of page.Contents ?? []) if (o.Key) out.push({ key: o.Key, size: o.Size ?? 0, modifiedAt: o.LastModified ?? new Date(0) });
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  return {
    async put(key, data) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentLength: data.length }));
    },
    async putStream(key, data, opts = {}) {
      assertSafeKey(key);
      const counter = byteCounter(opts.maxBytes);
      const body = new PassThrough();
      // Parts of 5 MiB are sent as they fill; the object exists only once the upload completes.
      const upload = new Upload({ client, params: { Bucket, Key: key, Body: body }, queueSize: 2, partSize: 5 * 1024 * 1024, leavePartsOnError: false });
      const uploaded = upload.done();
      try {
        await pipeline(data, counter, body);
        await uploaded;
        return { size: counter.size };
      } catch (err) {
        await upload.abort().catch(() => undefined);
        await uploaded.catch(() => undefined);
        throw err;
      }
    },
    async open(key) {
      assertSafeKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { stream: res.Body as Readable, size: res.ContentLength ?? 0 };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      assertSafeKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (notFound(err)) return false;
        throw err;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      assertSafePrefix(prefix);
      const keys = (await listAll(prefix)).map((f) => f.key);
      for (let i = 0; i < keys.length; i += 1000) {
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true } }));
      }
    },
    async list(prefix) {
      assertSafePrefix(prefix);
      return listAll(prefix);
    },
  };
}
