import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANALYSIS_KINDS, CURRENT_VERSIONS, LEGACY_VERSION, WEIGHTS } from '../../server/vision/analysis-versions';
import { modelsDir } from '../../server/vision/models';

const require = createRequire(import.meta.url);
const humanModels = path.join(path.dirname(require.resolve('@vladmandic/human')), '..', 'models');
const FILES: Record<keyof typeof WEIGHTS, string> = {
  blazeface: path.join(humanModels, 'blazeface.bin'),
  facemesh: path.join(humanModels, 'facemesh.bin'),
  selfie: path.join(modelsDir, 'selfie', 'selfie.bin'),
  u2netp: path.join(modelsDir, 'u2netp', 'u2netp.onnx'),
};

describe('the versions of stored photo analyses', () => {
  it('name the weights the models load: another weight file is another version, and every photo is analysed again', () => {
    for (const [name, file] of Object.entries(FILES)) {
      expect(createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 12), name).toBe(WEIGHTS[name as keyof typeof WEIGHTS]);
    }
  });

  it('differ from kind to kind and from what was kept before the table, and a cut-out follows its face analysis', () => {
    const versions = ANALYSIS_KINDS.map((k) => CURRENT_VERSIONS[k]);
    expect(new Set([...versions, LEGACY_VERSION]).size).toBe(versions.length + 1);
    expect(CURRENT_VERSIONS.cutout).toContain(CURRENT_VERSIONS.face);
    for (const v of versions) expect(v.length).toBeLessThanOrEqual(200);
  });
});
