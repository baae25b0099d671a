import { describe, expect, it } from 'vitest';
import { chooseFace } from '../../server/studio/face-swap/face-swap-request';
import { cutoutFaces, swappableFaces, uploadFaces, withPictureFaces } from '../../server/vision/picture-faces';
import { AppError } from '../../server/errors';
import { parseDesign, type Design, type PictureFace } from '../../shared/engine/model/design';

/**
 * Which faces of a design Face Swap offers, where each shows in the preview, and what it refuses
 * before charging: pure rules, no models. The end-to-end swap is tests/integration/digitalme-faceswap.test.ts.
 */
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const face = (x: number, y: number, w: number, h: number, yaw: number | null = null): PictureFace => ({ x, y, w, h, yaw, pitch: null });

function design(layers: unknown[], background: unknown = { kind: 'procedural', recipe: 'beam', colors: ['#112233'] }): Design {
  return parseDesign({ version: 2, format: 'hd', width: 1280, height: 720, style: 'gaming', seed: 1, background, layers });
}
const image = (id: string, asset: string, box: object, cutout: boolean, faces: PictureFace[] = []) => ({ type: 'image', id, asset, box, cutout, faces });

/** Shares equal to a ten-thousandth (what the design keeps). */
function near(actual: PictureFace[], expected: PictureFace[]): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((f, i) => {
    for (const k of ['x', 'y', 'w', 'h'] as const) expect(Math.abs(f[k] - expected[i]![k])).toBeLessThanOrEqual(5e-5);
  });
}

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('faces saved in a design', () => {
  it('older designs parse with no face known', () => {
    const d = design([{ type: 'image', id: 'sujet', asset: A, box: { x: 0, y: 0, w: 10, h: 10 } }], { kind: 'image', asset: B, colors: ['#000000'] });
    expect(d.layers[0]!.type === 'image' && d.layers[0]!.faces).toEqual([]);
    expect(d.background.kind === 'image' && d.background.faces).toEqual([]);
  });

  it('an upload keeps every face its analysis found; its cut-out the same faces moved by the crop', () => {
    const vision = { role: 'person', reason: 'face', width: 3200, height: 2000, faces: [{ x: 800, y: 400, w: 400, h: 400, score: 0.9 }, { x: 2000, y: 600, w: 200, h: 200, score: 0.8 }] };
    near(uploadFaces(vision), [face(0.25, 0.2, 0.125, 0.2), face(0.625, 0.3, 0.0625, 0.1)]);
    // Stored at 1600 px (k = 0.5), cropped from (300, 100): the main face lands at (100, 100) in the cut-out.
    const cut = cutoutFaces({ width: 900, height: 800, face: { x: 100, y: 100, w: 200, h: 200 } }, vision);
    near(cut, [face(100 / 900, 100 / 800, 200 / 900, 200 / 800), face(700 / 900, 200 / 800, 100 / 900, 100 / 800)]);
  });

  it('places each face in the frame as the renderer draws its picture: cut-outs contained, photos covered, backgrounds cropped', () => {
    const d = design(
      [image('sujet', A, { x: 700, y: 120, w: 400, h: 600 }, true, [face(0.25, 0.1, 0.5, 0.25)]), image('encart', B, { x: 0, y: 0, w: 400, h: 400 }, false, [face(0, 0, 0.4, 0.5)])],
      { kind: 'image', asset: B, colors: ['#000000'], faces: [face(0.5, 0.5, 0.1, 0.1)] },
    );
    const sizes = new Map([[A, { width: 800, height: 1200 }], [B, { width: 800, height: 400 }]]);
    const faces = swappableFaces(d, (id) => sizes.get(id));
    expect(faces.map((f) => [f.index, f.layerId])).toEqual([[0, 'sujet'], [1, 'encart'], [2, 'fond']]);
    // 800×1200 contained in 400×600: the box itself.
    expect(faces[0]!.box).toEqual({ x: 800, y: 180, w: 200, h: 150 });
    // 800×400 covering 400×400: drawn 800×400 centred (x from -200), so most of the face is clipped: not offered by a click.
    expect(faces[1]!.box).toBeNull();
    // The background 800×400 covers 1280×720: its 711×400 middle is shown, 1.8 times.
    expect(faces[2]!.box).toEqual({ x: 640, y: 360, w: 144, h: 72 });
  });

  it('leaves hidden layers out, and sets faces only on the pictures named', () => {
    const d = design([image('sujet', A, { x: 0, y: 0, w: 100, h: 100 }, true, [face(0, 0, 1, 1)])]);
    expect(swappableFaces({ ...d, hidden: ['sujet'] }, () => undefined)).toEqual([]);
    const set = withPictureFaces(d, new Map([[B, [face(0.1, 0.1, 0.2, 0.2)]]]));
    expect(set).toEqual(d);
  });
});

describe('what Face Swap refuses before charging', () => {
  const d = design([image('sujet', A, { x: 0, y: 0, w: 100, h: 100 }, true, [face(0, 0, 0.4, 0.4), face(0.5, 0.5, 0.3, 0.3, 50)])]);
  const faces = swappableFaces(d, () => ({ width: 100, height: 100 }));

  it('no face: FACESWAP_NO_FACE', () => {
    expect(refusal(() => chooseFace([], undefined)).code).toBe('FACESWAP_NO_FACE');
  });

  it('several faces and none chosen: FACESWAP_CHOOSE_FACE with the faces to pick from', () => {
    const err = refusal(() => chooseFace(faces, undefined));
    expect(err.code).toBe('FACESWAP_CHOOSE_FACE');
    expect(err.details.faces).toEqual([{ index: 0, box: { x: 0, y: 0, w: 40, h: 40 } }, { index: 1, box: { x: 50, y: 50, w: 30, h: 30 } }]);
    expect(refusal(() => chooseFace(faces, 5)).code).toBe('FACESWAP_CHOOSE_FACE');
  });

  it('a face turned further than the swap can warp: FACESWAP_PROFILE; the other one is fine', () => {
    expect(refusal(() => chooseFace(faces, 1)).code).toBe('FACESWAP_PROFILE');
    expect(chooseFace(faces, 0).index).toBe(0);
    expect(chooseFace(faces.slice(0, 1), undefined).index).toBe(0);
  });
});
