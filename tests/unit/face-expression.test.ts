import { describe, expect, it } from 'vitest';
import { DIGITALME_EXPRESSIONS } from '../../shared/digitalme';
import { expressionFromMesh, expressionMeasures } from '../../server/vision/face-expression';
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
