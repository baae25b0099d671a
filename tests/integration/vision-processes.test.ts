import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { boot } from '../../server/boot';
import { createLogger } from '../../server/log';
import { analysisReady } from '../../server/vision/photo-analyses';
import { modelFilesRead } from '../../server/vision/model-files';
import { loadStats } from '../../server/vision/models';
import { rawRequest } from './http-client';
import { eventually, useHarness, waitForFinalStatus } from './harness';

/**
 * Which process runs the vision models (issue 33): the web process serves a photo's upload and a
 * generation with it without loading any model; the photo is analysed by the `vision.analyse` job on a
 * worker, which loads the face models and the person segmenter, and not U²-Net-p (onnxruntime, about
 * 50 MB) while no photo without a person needs it. Real PostgreSQL and pg-boss, a worker booted apart.
 */
const h = useHarness({ worker: false, http: true });

/** Whether onnxruntime's native library is mapped in this process (this file runs in one of its own: vitest.config.ts, `integration-alone`). */
const onnxLoaded = () => readFileSync('/proc/self/maps', 'utf8').includes('onnxruntime');
const modelNames = () => modelFilesRead().map((f) => path.basename(f));

describe('the vision models run in the worker only', { timeout: 60_000 }, () => {
  it('a web process serves an upload and a generation without a model; the worker analyses the photo without U²-Net-p', async () => {
    const user = await h.newUser('Khady Gaming');
    const photo = await sharp(readFileSync(path.join(import.meta.dirname, '../fixtures/photos/astronaut.png')))
      .extract({ left: 8, top: 6, width: 480, height: 480 })
      .jpeg({ quality: 90 })
      .toBuffer();
    const res = await rawRequest(`${h.base}/api/upload/images.upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'x-minialab-request': '1', 'x-minialab-file-name': 'moi.jpg', cookie: `ml_at=${user.accessToken}` },
      body: photo,
    });
    expect(res.status).toBe(200);
    const asset = JSON.parse(res.body).result.data.id as string;
    const made = await user.as().studio.generate({ title: 'Ma première partie en classée', prompt: '', style: 'gaming', mode: 'images', images: [asset] });

    // The web process has answered both and read no model file; the analysis waits for a worker.
    expect(loadStats.loads).toBe(0);
    expect(modelFilesRead()).toEqual([]);
    expect(onnxLoaded()).toBe(false);
    const queued = await h.services.orm.em.fork().getConnection().execute<Array<{ n: number }>>(`select count(*)::int n from pgboss.job where name = 'vision.analyse' and data->>'assetId' = ?`, [asset]);
    expect(queued[0]!.n).toBe(1);
    expect(await analysisReady(h.services.orm.em.fork(), asset)).toBe(false);

    // A worker on the same database (`npm run worker`) takes the analysis and the generation.
    const worker = await boot({ config: h.config, log: createLogger('silent'), web: false, worker: true });
    try {
      await eventually(async () => ((await analysisReady(h.services.orm.em.fork(), asset)) ? true : undefined), 40_000, 'the photo analysed by the worker');
      expect(await waitForFinalStatus(h, made.id, 40_000)).toBe('ready');
    } finally {
      await worker.stop();
    }
    expect(loadStats.loads).toBe(1);
    expect(modelNames()).toEqual(expect.arrayContaining(['blazeface.json', 'facemesh.json', 'selfie.json']));
    // A person's photo needs no salient-object model: onnxruntime stays out of the worker.
    expect(onnxLoaded()).toBe(false);
  });
});
