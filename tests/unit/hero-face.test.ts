import { beforeAll, describe, expect, it } from 'vitest';
import type { LoadedImage } from '../../shared/engine/render/canvas';
import { STYLE_IDS, type Design, type FormatId, type ImageLayer } from '../../shared/engine/model/design';
import { layoutDesign, type SubjectInput } from '../../shared/engine/layout/layout';
import { adaptDesign } from '../../shared/engine/layout/adapt';
import { elementsOf } from '../../shared/engine/layout/collisions';
import { cornerZone, intersects } from '../../shared/engine/layout/frame';
import { HERO_FACE_SHARE } from '../../shared/engine/layout/hero-placement';
import { rotatedBounds } from '../../shared/engine/render/render';
import { decodeImage, makeWayOnServer, rasterize, serverMeasurer } from '../../server/engine/index';
import { serverSurface } from '../../server/engine/canvas';
import { pictoImages } from '../../server/engine/pictos';
import { pictogramSvg } from '../../server/pictograms/library';
import { checkPhoto } from '../../server/digitalme/photo-check';
import { makePortraitCutout, storedFacts } from '../../server/digitalme/portrait-build';
import { portraitSubject } from '../../server/studio/me/me-subject';
import { detectMeshFaces, faceOval, intoCutout } from '../../server/vision/face-mesh';
import { decodeRgb } from '../../server/vision/raster';
import { analyseImage, cutOutPerson } from '../../server/vision/cutout';
import { cutSides } from '../../server/vision/cut-edges';
import { planComposition } from '../../server/studio/compose-plan';
import { fixturePhoto } from '../fixtures/digitalme-photos';
import { renderedFace } from '../support/rendered-face';

/**
 * The creator as the hero, judged on the drawn files: in every style and in the three formats, the
 * person's face — found again on the rendered picture by the face mesh, top of the forehead to the
 * chin — is at least 35 % of the frame's height, off the words and the duration corner, and the person
 * is the design's largest element by ink. Three people: a DigitalMe close-up cut by its photo's top
 * (jesper_2), a DigitalMe bust cut at the chest (new_wave_2), and an uploaded head-and-shoulders photo
 * (« Ajout image », astronaut.png), its face measured with the mesh as an upload's analysis does.
 */
const m = serverMeasurer();
const images = new Map<string, LoadedImage>();
const people: Array<{ name: string; subject: SubjectInput }> = [];
const TITLES = [
  ['Je teste le riz local pendant 7 jours', ''],
  ['Ce prix m’a choqué', 'moi choqué, fond rouge'],
  ['Top 5 des astuces pour réussir sa chaîne', ''],
  ['Pourquoi personne ne parle de ça ?', 'moi surpris'],
  ['Mon avis sérieux sur l’iPhone 16', 'moi sérieux'],
  ['Avant / après : ma coiffure', ''],
] as const;

beforeAll(async () => {
  for (const [i, name] of ['jesper_2.jpg', 'new_wave_2.jpg'].entries()) {
    const bytes = fixturePhoto(name);
    const check = await checkPhoto(bytes);
    if (check.status !== 'accepted') throw new Error(`${name} refused: ${check.reason}`);
    const facts = storedFacts(check.facts);
    const cut = await makePortraitCutout(bytes, facts);
    const id = `00000000-0000-4000-8000-00000000000${i + 1}`;
    images.set(id, await decodeImage(cut.png));
    people.push({ name, subject: portraitSubject({ oval: faceOval(facts.mesh), checkBox: facts.box, bleed: cut.bleed }, { id, width: cut.width, height: cut.height, face: cut.face }) });
  }
  const upload = fixturePhoto('astronaut.png');
  const analysed = await analyseImage(upload);
  const cut = await cutOutPerson(upload, analysed);
  const id = '00000000-0000-4000-8000-000000000003';
  images.set(id, await decodeImage(cut.png));
  // The upload's face measured with the mesh, as its analysis does, moved into the cut-out's pixels.
  const [mesh] = await detectMeshFaces(await decodeRgb(upload, 4096));
  people.push({ name: 'astronaut.png (Ajout image)', subject: { kind: 'image', asset: id, width: cut.width, height: cut.height, face: intoCutout(faceOval(mesh!.mesh), cut.source, cut), cutout: true, bleed: await cutSides(cut.png) } });
}, 60_000);

async function drawn(design: Design): Promise<{ design: Design; rgba: Buffer; width: number; height: number }> {
  const all = new Map([...images, ...(await pictoImages(design, pictogramSvg, 1))]);
  const settled = makeWayOnServer(design, all);
  return { design: settled, ...rasterize(settled, all, 1) };
}

describe('the creator as the hero', { timeout: 120_000 }, () => {
  it('draws the face at least 35 % of the frame’s height, off the words and the corner, the person largest, in 6 styles × 3 formats', async () => {
    const faults: string[] = [];
    const shares: number[] = [];
    for (const [i, style] of STYLE_IDS.entries()) {
      const [title, prompt] = TITLES[i]!;
      const person = people[i % people.length]!;
      const plan = planComposition({ title, prompt });
      const hd = layoutDesign(m, { title: plan.headline, prompt, style, seed: 3 + i, subjects: [person.subject], hints: plan.hints, reaction: plan.reaction, tag: plan.tag });
      for (const format of ['hd', 'story', 'square'] as FormatId[]) {
        const { design, rgba, width, height } = await drawn(format === 'hd' ? hd : adaptDesign(m, makeWayOnServer(hd, images), format, prompt));
        const where = `${style} · ${format} · ${person.name} · ${design.composition?.id}`;
        const found = await renderedFace({ rgba, width, height });
        if (!found) {
          faults.push(`${where}: no face found on the file`);
          continue;
        }
        shares.push(found.share);
        if (found.share < HERO_FACE_SHARE) faults.push(`${where}: face ${(found.share * 100).toFixed(1)} % of the height`);
        const hero = design.layers.find((l): l is ImageLayer => l.type === 'image' && l.face !== null);
        if (!hero?.face) {
          faults.push(`${where}: no person layer`);
          continue;
        }
        const words = design.layers.flatMap((t) => (t.type === "text" && t.role === "headline" ? [rotatedBounds(t.box, t.rotation)] : []));
        if (words.some((w) => intersects(w, hero.face!))) faults.push(`${where}: the headline lies on the face`);
        if (intersects(found.box, cornerZone(width, height))) faults.push(`${where}: the face is in the duration corner (${JSON.stringify(found.box)} planned ${JSON.stringify(hero.face)})`);
        const elements = elementsOf(design, { createSurface: serverSurface, images }, 0.25).filter((e) => e.part !== 'band' && e.part !== 'stage' && e.part !== 'face');
        const body = elements.find((e) => e.layers.includes(hero.id));
        const larger = elements.filter((e) => e !== body && e.ink.count > (body?.ink.count ?? 0));
        if (larger.length > 0) faults.push(`${where}: ${larger.map((e) => e.id).join(', ')} larger than the person`);
      }
    }
    expect(faults).toEqual([]);
    expect(shares.length).toBe(STYLE_IDS.length * 3);
  });

  it('keeps a close-up’s cut at the frame’s edge: a big face cut by the frame, not a badge nor a cut in mid-picture', async () => {
    const closeUp = people.find((p) => p.name === 'jesper_2.jpg')!.subject;
    expect(closeUp.kind === 'image' && closeUp.bleed).toEqual(['top']);
    for (const style of STYLE_IDS) {
      const design = layoutDesign(m, { title: 'Ce prix m’a choqué', prompt: '', style, seed: 5, subjects: [closeUp] });
      const layer = design.layers.find((l): l is ImageLayer => l.type === 'image')!;
      expect(layer.box.y, style).toBeLessThanOrEqual(0);
      expect(layer.box.y + layer.box.h, style).toBeGreaterThanOrEqual(design.height);
      expect(layer.bleed).toEqual(['top']);
    }
    // Cut on one side: the picture stands on that side of the frame, its cut at the edge.
    const leftCut = { ...closeUp, bleed: ['left' as const] };
    const design = layoutDesign(m, { title: 'Je teste le riz local pendant 7 jours', prompt: '', style: 'pro', seed: 5, subjects: [leftCut] });
    const layer = design.layers.find((l): l is ImageLayer => l.type === 'image')!;
    expect(design.composition?.side).toBe('left');
    expect(layer.box.x).toBeLessThanOrEqual(0);
  });
});
