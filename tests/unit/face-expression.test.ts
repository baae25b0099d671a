import { describe, expect, it } from 'vitest';
import { DIGITALME_EXPRESSIONS } from '../../shared/digitalme';
import { expressionFromMesh, expressionLimits, expressionMeasures } from '../../server/vision/face-expression';
import { chooseMinSmile, readUploadNoise } from '../../scripts/lib/upload-noise';
import { drawnFace } from '../fixtures/drawn-face';

/**
 * The expression rules on DRAWN faces (tests/fixtures/drawn-face.ts: an average face's points moved as
 * its muscles move them), the only test of the surprised, shocked, sad and serious rules: no committed
 * photo shows one of them. The smile is also measured on real faces (npm run eval:faces, and
 * digitalme-photo-check.test.ts).
 */
describe('the expression read from the mesh', () => {
  it.each(DIGITALME_EXPRESSIONS)('a drawn %s face reads as such', (expression) => {
    const face = drawnFace(expression);
    expect(expressionFromMesh(face.mesh, face.angles)).toBe(expression);
  });

  it.each(DIGITALME_EXPRESSIONS)('a drawn %s face reads the same lowered, raised, tilted, larger or smaller', (expression) => {
    for (const pose of [{ lowered: 20 }, { lowered: -15 }, { roll: 30, scale: 0.7, at: [100, 900] as [number, number] }, { roll: -20, scale: 5, lowered: 10 }]) {
      const face = drawnFace(expression, pose);
      expect(expressionFromMesh(face.mesh, face.angles), JSON.stringify(pose)).toBe(expression);
    }
  });

  it('a neutral face looking down is not taken for a smile: the lips’ middle, in front of the corners, drops in the photo', () => {
    const down = drawnFace('neutral', { lowered: 25 });
    expect(expressionFromMesh(down.mesh, down.angles)).toBe('neutral');
    // The same points read as if the head faced the camera: its corners seem lifted as a smile's.
    const unaware = { ...down.angles, pitch: 6 };
    expect(expressionMeasures(down.mesh, unaware).lift).toBeGreaterThan(2 * expressionMeasures(down.mesh, down.angles).lift);
    expect(expressionFromMesh(down.mesh, unaware)).toBe('smiling');
  });
});

/**
 * The smile threshold against the committed faces as the product measures them, cleaned as uploads, and
 * their copies sent as a phone could (scripts/eval-records/upload-noise.json, written by npm run
 * eval:faces -- --record-noise). Only 2 neutral faces are committed.
 */
describe('the smile threshold sits above the neutral faces as a phone sends them', () => {
  it('both neutral faces, cleaned as uploads, and none of their 14 re-sent copies reach it', () => {
    const { smile } = readUploadNoise();
    expect(smile.neutral.map((n) => n.file)).toEqual(['jesper_2.jpg', 'faceapi-sample2.jpg']);
    for (const n of smile.neutral) {
      expect(n.cleaned, n.file).toBeLessThan(expressionLimits.minSmile);
      for (const copy of n.variants) expect(copy, n.file).toBeLessThan(expressionLimits.minSmile);
    }
    // And no higher than that asks: each hundredth more reads more smiles as neutral.
    expect(expressionLimits.minSmile).toBe(chooseMinSmile({ cleaned: smile.neutral.map((n) => n.cleaned), variants: smile.neutral.flatMap((n) => n.variants) }).threshold);
  });
});
