import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readlinkSync, statSync } from 'node:fs';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES, describeError } from '../../client/i18n/errors';
import { createClient } from '../../client/lib/trpc';
import { uploadImage } from '../../client/lib/upload';
import { DECODING_SLOTS, UPLOAD_CAPACITY, uploadLoad } from '../../server/files/upload-slots';
import { Asset } from '../../server/files/asset.entity';
import { MAX_UPLOAD_BYTES, UPLOAD_QUOTA_BYTES, UPLOAD_QUOTA_FILES } from '../../shared/limits';
import { type Harness, useHarness } from './harness';
import { rawRequest, trpcPost } from './http-client';

/**
 * Uploads through the real path: the tRPC client of our pages (octet-stream, unbatched, to the
 * upload mount) against the HTTP server, with real Postgres and the files on disk. Fixtures are
 * made here with sharp or by hand; nothing binary is committed.
 */

const h = useHarness({ worker: false, http: true });

type User = Awaited<ReturnType<Harness['newUser']>>;
const clientOf = (user: User) => createClient({ origin: h.base, headers: () => ({ cookie: `ml_at=${user.accessToken}` }) });
const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

/** What a person reads when the upload is refused (the client's own French sentence for the code). */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    return describeError(err).message;
  }
  throw new Error('expected the upload to be refused');
}

/** Every file under the user's uploads folder, temporary ones included. */
function filesOnDisk(userId: string): string[] {
  const dir = path.join(h.config.dataDir, 'files', 'uploads', userId);
  return existsSync(dir) ? readdirSync(dir) : [];
}

async function rowsOf(userId: string): Promise<number> {
  return h.services.orm.em.fork().count(Asset, { user: userId, purpose: { $ne: null } });
}

const photo = (width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

/**
 * A PNG built by hand: `rows` rows of zero bytes (black), compressed once and repeated. It declares
 * any size for a few hundred kilobytes, and is still a complete, valid image.
 */
function handmadePng(width: number, height: number, colorType: 0 | 2, bitDepth: 1 | 8): Buffer {
  const rowBytes = 1 + Math.ceil((width * (colorType === 2 ? 3 : 1) * bitDepth) / 8);
  const rowsPerBlock = 100;
  const block = deflateRawSync(Buffer.alloc(rowBytes * rowsPerBlock), { finishFlush: constants.Z_FULL_FLUSH });
  const total = rowBytes * height;
  const zlibData = Buffer.concat([
    Buffer.from([0x78, 0x01]),
    ...Array.from({ length: Math.ceil(height / rowsPerBlock) }, () => block),
    deflateRawSync(Buffer.alloc(0)),
    // Adler-32 of zeros only: a = 1, b = n mod 65521.
    Buffer.from([((total % 65521) >> 8) & 0xff, total % 65521 & 0xff, 0x00, 0x01]),
  ]);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([bitDepth, colorType, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlibData), chunk('IEND', Buffer.alloc(0))]);
}

describe('the bad-file catalogue: each refused with its own French reason, nothing stored', () => {
  let user: User;
  beforeAll(async () => {
    user = await h.newUser('Aminata Bad Files');
  });

  const cases: Array<{ what: string; make: () => Promise<File>; message: string; logo?: boolean }> = [
    { what: 'an empty file', make: async () => file(Buffer.alloc(0), 'vide.jpg', 'image/jpeg'), message: 'Ce fichier est vide. Choisissez une image JPEG, PNG ou WebP.' },
    {
      what: 'a truncated JPEG',
      make: async () => {
        const whole = await photo();
        return file(whole.subarray(0, Math.floor(whole.length * 0.6)), 'coupee.jpg', 'image/jpeg');
      },
      message: 'Cette image est incomplète ou abîmée. Enregistrez-la à nouveau puis réessayez.',
    },
    {
      what: 'a PDF named .jpg and declared image/jpeg',
      make: async () => file(Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'), randomBytes(6000)]), 'facture.jpg', 'image/jpeg'),
      message: 'Un PDF n’est pas une image. Enregistrez la page en PNG ou en JPEG puis envoyez-la.',
    },
    {
      what: 'a GIF',
      make: async () => file(await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0a0' } }).gif().toBuffer(), 'anim.gif', 'image/gif'),
      message: 'Le GIF n’est pas accepté. Envoyez un PNG ou un JPEG.',
    },
    {
      what: 'an SVG sent as a logo',
      make: async () => file(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), 'logo.png', 'image/png'),
      message: 'Le SVG n’est pas accepté : il peut contenir du code. Envoyez un PNG.',
      logo: true,
    },
    {
      what: 'a ZIP archive',
      make: async () => file(Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), randomBytes(5000)]), 'photos.jpg', 'image/jpeg'),
      message: 'Ce fichier n’est pas une image JPEG, PNG ou WebP.',
    },
    {
      what: 'a 16 000 × 16 000 image',
      make: async () => file(handmadePng(16_000, 16_000, 2, 8), 'geante.png', 'image/png'),
      message: 'Cette image est trop grande (plus de 120 millions de pixels). Réduisez-la puis réessayez.',
    },
    {
      what: 'a decompression bomb (a small PNG declaring 50 000 × 50 000)',
      make: async () => file(handmadePng(50_000, 50_000, 0, 1), 'bombe.png', 'image/png'),
      message: 'Cette image est trop grande (plus de 120 millions de pixels). Réduisez-la puis réessayez.',
    },
  ];

  for (const c of cases) {
    it(`${c.what}`, async () => {
      const sent = await c.make();
      const started = Date.now();
      const api = clientOf(user);
      const message = await refusal(c.logo ? api.images.uploadLogo.mutate(sent) : api.images.upload.mutate(sent));
      expect(message).toBe(c.message);
      expect(Date.now() - started).toBeLessThan(2000); // refused from the header, never decoded
      expect(await rowsOf(user.userId)).toBe(0);
      expect(filesOnDisk(user.userId)).toEqual([]);
    });
  }

  it('a 30 MB file is refused while it streams: the answer comes before the sender is done', async () => {
    const total = 30 * 1024 * 1024;
    const chunk = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64 * 1024 - 4)]);
    const result = await new Promise<{ status: number; body: string; sentWhenAnswered: number }>((resolve, reject) => {
      let sent = 0;
      let answered = -1;
      const target = new URL(`${h.base}/api/upload/images.upload`);
      // Chunked (no Content-Length): only the server's count as it reads can stop it.
      const req = httpRequest({ host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers: { 'content-type': 'application/octet-stream', 'x-minialab-request': '1', cookie: `ml_at=${user.accessToken}` } }, (res) => {
        answered = sent;
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8'), sentWhenAnswered: answered }));
      });
      req.on('error', (err) => (answered >= 0 ? undefined : reject(err))); // the server closing on us after answering is expected
      // Paced like a fast network (64 KB every 2 ms, 32 MB/s at most: a second for the file), so
      // what sits in socket buffers stays small and « sent » is close to what the server received.
      const pump = () => {
        if (answered >= 0) return;
        if (sent >= total) return void req.end();
        sent += chunk.length;
        const next = () => setTimeout(pump, 2);
        if (req.write(chunk)) next();
        else req.once('drain', next);
      };
      pump();
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).error.data.appCode).toBe('UPLOAD_TOO_LARGE');
    expect(ERROR_MESSAGES.UPLOAD_TOO_LARGE).toBe('Ce fichier dépasse 25 Mo. Envoyez une image plus légère.');
    // The answer came soon after the 25th megabyte, while the last megabytes were still to send.
    expect(result.sentWhenAnswered).toBeLessThan(28 * 1024 * 1024);
    expect(await rowsOf(user.userId)).toBe(0);
    expect(filesOnDisk(user.userId)).toEqual([]);
  });

  it('a file declaring more than 25 MB is refused before it is read', async () => {
    const res = await rawRequest(`${h.base}/api/upload/images.upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'x-minialab-request': '1', cookie: `ml_at=${user.accessToken}`, 'content-length': String(MAX_UPLOAD_BYTES + 1) },
      body: Buffer.alloc(0),
    }).catch((err: Error) => ({ status: -1, body: err.message, headers: {} }));
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).error.data.appCode).toBe('UPLOAD_TOO_LARGE');
  });
});

describe('a good picture comes back clean', () => {
  it('a phone photo (EXIF orientation 6, GPS, XMP, Display P3 profile) is turned upright and stripped of everything', async () => {
    const user = await h.newUser('Ibrahima Photo');
    const original = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c8553d' } })
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'Telephone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 41/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '17/1 26/1 0/1' } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
      .withIccProfile('p3')
      .toBuffer();
    const before = await sharp(original).metadata();
    expect([before.orientation, Boolean(before.exif), Boolean(before.xmp), Boolean(before.icc)]).toEqual([6, true, true, true]);

    const dto = await clientOf(user).images.upload.mutate(file(original, 'Plage de Ngor — été.jpg', 'image/jpeg'));
    expect([dto.width, dto.height, dto.format, dto.name, dto.purpose]).toEqual([300, 400, 'jpeg', 'Plage de Ngor — été.jpg', 'image']);

    const res = await fetch(`${h.base}${dto.url}`, { headers: { cookie: `ml_at=${user.accessToken}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toMatch(/^private/);
    const storedBytes = Buffer.from(await res.arrayBuffer());
    const stored = await sharp(storedBytes).metadata();
    expect([stored.width, stored.height]).toEqual([300, 400]);
    // The colours are the ones the phone showed: its P3 values converted to sRGB, not read as sRGB
    // (which would turn this terracotta into (186, 92, 67)).
    const { channels } = await sharp(storedBytes).stats();
    const mean = channels.slice(0, 3).map((c) => c.mean);
    mean.forEach((got, i) => expect(Math.abs(got - [0xc8, 0x55, 0x3d][i]!)).toBeLessThanOrEqual(3));
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(stored.space).toBe('srgb');

    const thumb = await fetch(`${h.base}${dto.thumbnailUrl}`, { headers: { cookie: `ml_at=${user.accessToken}` } });
    expect(thumb.status).toBe(200);
    const thumbMeta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect([thumbMeta.format, thumbMeta.width, thumbMeta.height]).toEqual(['webp', 240, 320]);

    // The same picture again: the same image, not a second copy.
    const again = await clientOf(user).images.upload.mutate(file(original, 'copie.jpg', 'image/jpeg'));
    expect([again.id, again.duplicate]).toEqual([dto.id, true]);
    expect(await rowsOf(user.userId)).toBe(1);
  });

  it('a logo with transparency stays a PNG with its transparent pixels; one with a ZIP glued after it is stored without it', async () => {
    const user = await h.newUser('Logo Alpha');
    const logo = await sharp({ create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: { create: { width: 100, height: 50, channels: 4, background: { r: 250, g: 200, b: 0, alpha: 1 } } }, left: 50, top: 25 }])
      .png()
      .toBuffer();
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('payload.html<script>alert(1)</script>'), Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);
    const polyglot = Buffer.concat([logo, zip]);
    const dto = await clientOf(user).images.uploadLogo.mutate(file(polyglot, 'logo.png', 'image/png'));
    expect([dto.format, dto.hasAlpha, dto.purpose]).toEqual(['png', true, 'logo']);
    const res = await fetch(`${h.base}${dto.url}`, { headers: { cookie: `ml_at=${user.accessToken}` } });
    expect(res.headers.get('content-type')).toBe('image/png');
    const stored = Buffer.from(await res.arrayBuffer());
    // Re-encoded by sharp: the bytes end at IEND, nothing of the archive survives.
    expect(stored.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false);
    expect(stored.subarray(-12).toString('hex')).toBe('0000000049454e44ae426082'); // an empty IEND chunk, last
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    expect(data[3]).toBe(0); // the corner is still transparent
    expect(data[(50 * 200 + 100) * 4 + 3]).toBe(255); // the middle opaque
  });
});

describe('limits around uploads', () => {
  it('a full space gives the French message; parallel uploads cannot overshoot the last free place', async () => {
    const user = await h.newUser('Quota Plein');
    const em = h.services.orm.em.fork();
    // Earlier uploads, as rows (their files do not matter to the count).
    for (let i = 0; i < UPLOAD_QUOTA_FILES - 1; i++) em.create(Asset, { user: user.userId, kind: 'upload', purpose: 'image', key: `uploads/${user.userId}/old-${i}.jpg`, width: 10, height: 10, bytes: 1000 });
    await em.flush();
    const pictures = await Promise.all([1, 2, 3, 4, 5].map((n) => photo(200 + n, 200)));
    const results = await Promise.allSettled(pictures.map((p, i) => clientOf(user).images.upload.mutate(file(p, `p${i}.jpg`, 'image/jpeg'))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(describeError(r.reason).message).toBe('Votre espace d’images est plein (200 Mo). Supprimez des images dans « Mes images ».');
    expect(await rowsOf(user.userId)).toBe(UPLOAD_QUOTA_FILES);
    expect(filesOnDisk(user.userId)).toHaveLength(2); // the one accepted image and its thumbnail

    const bytesFull = await h.newUser('Quota Octets');
    const em2 = h.services.orm.em.fork();
    em2.create(Asset, { user: bytesFull.userId, kind: 'upload', purpose: 'image', key: `uploads/${bytesFull.userId}/big.jpg`, width: 10, height: 10, bytes: UPLOAD_QUOTA_BYTES - 100 });
    await em2.flush();
    expect(await refusal(clientOf(bytesFull).images.upload.mutate(file(pictures[0]!, 'p.jpg', 'image/jpeg')))).toBe('Votre espace d’images est plein (200 Mo). Supprimez des images dans « Mes images ».');
  });

  it('another user gets a 404 and a signed-out visitor a 401; deleting removes the row and the files', async () => {
    const owner = await h.newUser('Proprio Image');
    const other = await h.newUser('Autre Personne');
    const dto = await clientOf(owner).images.upload.mutate(file(await photo(), 'moi.jpg', 'image/jpeg'));
    for (const url of [dto.url, dto.thumbnailUrl]) {
      const stranger = await fetch(`${h.base}${url}`, { headers: { cookie: `ml_at=${other.accessToken}` } });
      const missing = await fetch(`${h.base}/files/assets/${crypto.randomUUID()}`, { headers: { cookie: `ml_at=${other.accessToken}` } });
      expect(stranger.status).toBe(404);
      expect(await stranger.text()).toBe(await missing.text());
      expect((await fetch(`${h.base}${url}`)).status).toBe(401);
    }
    expect(await refusal(clientOf(other).images.delete.mutate({ id: dto.id }))).toBe('Cette image est introuvable : elle a peut-être été supprimée.');

    const listed = await clientOf(owner).images.list.query();
    expect(listed.items.map((i) => i.id)).toEqual([dto.id]);
    expect(listed.usage.files).toBe(1);
    expect(filesOnDisk(owner.userId)).toHaveLength(2);
    await clientOf(owner).images.delete.mutate({ id: dto.id });
    expect((await clientOf(owner).images.list.query()).items).toEqual([]);
    expect(filesOnDisk(owner.userId)).toEqual([]);
    expect((await fetch(`${h.base}${dto.url}`, { headers: { cookie: `ml_at=${owner.accessToken}` } })).status).toBe(404);
  });

  it('the 64 KB cap stays on every other procedure, while a 20 MB picture goes through the upload mount', async () => {
    const user = await h.newUser('Gros Corps');
    const json = await trpcPost(h.base, 'studio.generate', { title: 'x', prompt: 'a'.repeat(65 * 1024), style: 'pro' }, { cookie: `ml_at=${user.accessToken}` });
    expect(json.status).toBe(413);

    const side = 2700; // 2 700² RGB noise as an uncompressed PNG: 21.9 MB
    const noise = randomBytes(side * side * 3);
    const big = await sharp(noise, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(big.length).toBeGreaterThan(20 * 1024 * 1024);
    const dto = await clientOf(user).images.upload.mutate(file(big, 'bruit.png', 'image/png'));
    expect([dto.width, dto.height, dto.format]).toEqual([side, side, 'jpeg']); // opaque: a JPEG
  });

  it('an upload without our header, or from another site, is refused (CSRF)', async () => {
    const user = await h.newUser('Csrf Upload');
    const body = await photo(100, 100);
    const common = { 'content-type': 'application/octet-stream', cookie: `ml_at=${user.accessToken}` };
    const noHeader = await rawRequest(`${h.base}/api/upload/images.upload`, { method: 'POST', headers: common, body });
    expect(noHeader.status).toBe(403);
    const foreign = await rawRequest(`${h.base}/api/upload/images.upload`, { method: 'POST', headers: { ...common, 'x-minialab-request': '1', origin: 'https://evil.example' }, body });
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.body).error.data.appCode).toBe('FORBIDDEN_ORIGIN');
    expect(await rowsOf(user.userId)).toBe(0);
  });
});

/** Every upload sent by hand: a failed test must not leave them holding the server open. */
const opened: ClientRequest[] = [];
afterEach(() => opened.splice(0).forEach((req) => req.destroy()));

/**
 * An upload sent by hand: the headers (with the whole length declared) at once, then the body when
 * the test says. `answer` settles when the server answers, whatever was sent by then.
 */
function heldUpload(user: User, body: Buffer): { req: ClientRequest; answer: Promise<{ status: number; headers: IncomingMessage['headers']; body: string }>; send(bytes: Buffer): void } {
  const target = new URL(`${h.base}/api/upload/images.upload`);
  let req!: ClientRequest;
  const answer = new Promise<{ status: number; headers: IncomingMessage['headers']; body: string }>((resolve, reject) => {
    req = httpRequest(
      { host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers: { 'content-type': 'application/octet-stream', 'content-length': String(body.length), 'x-minialab-request': '1', cookie: `ml_at=${user.accessToken}` } },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.flushHeaders();
    opened.push(req);
  });
  return { req, answer, send: (bytes) => void req.write(bytes) };
}

/** Waiting for the server to reach a state (a place taken, a file written): generous, the machine is shared. */
const WAIT = { timeout: 15_000, interval: 20 };
const uploadTemp = () => path.join(h.config.dataDir, 'tmp', 'uploads');
const tempFiles = () => (existsSync(uploadTemp()) ? readdirSync(uploadTemp()) : []);

describe('many uploads at once: bounded, queued, never held in memory', () => {
  it('past the uploads a process takes at once, « Patientez… » comes before the body is sent; the client waits and sends again by itself; every file in flight is stored, decoded a few at a time', async () => {
    const user = await h.newUser('Rafale Photos');
    const pictures = await Promise.all(Array.from({ length: UPLOAD_CAPACITY + 1 }, (_, n) => photo(300 + n, 200)));
    // Every place taken by an upload that has sent all but its last bytes.
    const held = pictures.slice(0, UPLOAD_CAPACITY).map((p) => {
      const upload = heldUpload(user, p);
      upload.send(p.subarray(0, p.length - 100));
      return { upload, tail: p.subarray(p.length - 100) };
    });
    await vi.waitFor(() => expect(uploadLoad().admitted).toBe(UPLOAD_CAPACITY), WAIT);

    // One more: its headers only. The answer comes while it has sent nothing of its body.
    const extra = heldUpload(user, pictures[UPLOAD_CAPACITY]!);
    const busy = await extra.answer;
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBe('2');
    expect(JSON.parse(busy.body).error.data.appCode).toBe('UPLOAD_BUSY');
    expect(ERROR_MESSAGES.UPLOAD_BUSY).toMatch(/^Patientez…/);
    extra.req.destroy();

    // The studio's own uploader, told to wait, waits; it goes again by itself once places free up.
    let waited!: () => void;
    const toldToWait = new Promise<void>((resolve) => (waited = resolve));
    const queued = uploadImage(clientOf(user), file(pictures[UPLOAD_CAPACITY]!, 'en-attente.jpg', 'image/jpeg'), { onWait: () => waited() });
    await toldToWait;

    for (const { upload, tail } of held) upload.req.end(tail);
    const answers = await Promise.all(held.map(({ upload }) => upload.answer));
    expect(answers.map((a) => a.status)).toEqual(held.map(() => 200));
    expect((await queued).duplicate).toBe(false);
    expect(await rowsOf(user.userId)).toBe(UPLOAD_CAPACITY + 1);
    // Received files waited their turn: never more than DECODING_SLOTS decoded at once.
    expect(uploadLoad().peakDecoding).toBeLessThanOrEqual(DECODING_SLOTS);
    await vi.waitFor(() => expect(uploadLoad().admitted).toBe(0), WAIT);
    expect(tempFiles()).toEqual([]);
  });

  it('a file being received is written to a temporary file, removed when the sender gives up and once the image is stored', async () => {
    const user = await h.newUser('Fichier Temporaire');
    const picture = await photo(1600, 1200);
    const upload = heldUpload(user, picture);
    upload.answer.catch(() => undefined); // given up below
    const half = Math.floor(picture.length / 2);
    upload.send(picture.subarray(0, half));
    const temp = await vi.waitFor(() => {
      const [name] = tempFiles();
      expect(name).toBeDefined();
      const size = statSync(path.join(uploadTemp(), name!)).size;
      expect(size).toBe(half);
      return name!;
    }, WAIT);
    expect(temp).toMatch(/\.part$/);
    upload.req.destroy();
    await vi.waitFor(() => expect(tempFiles()).toEqual([]), WAIT);
    expect(await rowsOf(user.userId)).toBe(0);

    const dto = await clientOf(user).images.upload.mutate(file(picture, 'entiere.jpg', 'image/jpeg'));
    expect(dto.format).toBe('jpeg');
    expect(tempFiles()).toEqual([]);
    // Nothing keeps a removed temporary file open (it would still take its room on the disk).
    if (existsSync('/proc/self/fd')) {
      const open = readdirSync('/proc/self/fd').map((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`);
        } catch {
          return '';
        }
      });
      expect(open.filter((target) => target.startsWith(uploadTemp()))).toEqual([]);
    }
  });
});
