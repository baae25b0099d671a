import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverMeasurer } from '../../server/engine/index';
import { compareWithRef, GOLDEN_CASES, MAX_REFS_BYTES, REFS_DIR, renderCase, UPDATE_HINT } from '../golden/cases';

/**
 * The engine's rendering against committed reference images (tests/golden/refs). A failure writes
 * the actual image and a diff image to tests/golden/out/; when the new rendering is the wanted
 * one, the references are regenerated on purpose with `npm run golden:update`.
 */
describe('golden images', () => {
  const m = serverMeasurer();

  it.each(GOLDEN_CASES.map((c) => [c.name, c] as const))('%s matches its reference', async (_name, c) => {
    const cmp = await compareWithRef(c.name, await renderCase(c, m));
    expect(cmp.failure, cmp.failure ?? '').toBeNull();
  });

  it('has exactly one reference per case, under 3 MB in total', () => {
    const files = readdirSync(REFS_DIR).filter((f) => f.endsWith('.png'));
    expect(files.sort(), `références et cas divergent. ${UPDATE_HINT}`).toEqual(GOLDEN_CASES.map((c) => `${c.name}.png`).sort());
    const total = files.reduce((s, f) => s + statSync(path.join(REFS_DIR, f)).size, 0);
    expect(total).toBeLessThan(MAX_REFS_BYTES);
  });
});
