import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, generationCost, generationRequest, parseDraft } from '../../client/pages/studio/studio-draft';
import { GenerateInput, IMAGES_STYLE_MESSAGE } from '../../shared/schemas/studio';

const IMAGE = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('the studio draft', () => {
  it('sends only what the open tab shows', () => {
    const draft = { ...EMPTY_DRAFT, title: 'Mon avis', prompt: 'fond vert', style: 'vlog' as const, images: [IMAGE] };
    expect(generationRequest({ ...draft, mode: 'titre' })).toMatchObject({ mode: 'titre', prompt: '', images: [], style: 'vlog' });
    expect(generationRequest({ ...draft, mode: 'prompt' })).toMatchObject({ mode: 'prompt', prompt: 'fond vert', images: [], style: 'vlog' });
    // « Ajout image » draws in Gaming whatever style was chosen before, so the server accepts it.
    const images = generationRequest({ ...draft, mode: 'images' });
    expect(images).toMatchObject({ mode: 'images', prompt: '', images: [IMAGE], style: 'gaming' });
    expect(GenerateInput.safeParse(images).success).toBe(true);
  });

  it('is refused by the shared schema when images come with another style', () => {
    const parsed = GenerateInput.safeParse({ ...generationRequest({ ...EMPTY_DRAFT, title: 'x', mode: 'images', images: [IMAGE] }), style: 'pro' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toContain(IMAGES_STYLE_MESSAGE);
  });

  it('reads back a stored draft field by field, and opens an old one with a brief on « Prompt »', () => {
    expect(parseDraft(null)).toEqual(EMPTY_DRAFT);
    expect(parseDraft('not json')).toEqual(EMPTY_DRAFT);
    expect(parseDraft(JSON.stringify({ title: 'T', prompt: 'fond rouge', style: 'viral' }))).toEqual({ ...EMPTY_DRAFT, mode: 'prompt', title: 'T', prompt: 'fond rouge', style: 'viral' });
    const odd = parseDraft(JSON.stringify({ mode: 'video', style: 'cyberpunk', variants: 2, skinTone: 'green', images: [IMAGE, 4, IMAGE, IMAGE, IMAGE] }));
    expect(odd).toMatchObject({ mode: 'titre', style: 'pro', variants: 1, skinTone: 'dark' });
    expect(odd.images).toHaveLength(3);
    expect(parseDraft(JSON.stringify({ mode: 'images', variants: 3, skinTone: 'medium-dark' }))).toMatchObject({ mode: 'images', variants: 3, skinTone: 'medium-dark' });
  });

  it('costs 10 credits per variant', () => {
    expect([generationCost(1), generationCost(3)]).toEqual([10, 30]);
  });
});
