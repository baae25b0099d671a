import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeywordIndex } from '../../server/pictograms/keyword-index';
import { loadCldrKeywords } from '../../server/pictograms/cldr-keywords';
import { PICTOGRAM_ASSET, pictogramAssetInUse, pictogramExists, pictogramSvg, SKIN_TONES, usePictogramAsset } from '../../server/pictograms/library';
import { forgetSubjectMatcher, keywords, matchTitle } from '../../server/pictograms/matcher';
import { buildPictogramAsset, isPictogramAssetFresh } from '../../scripts/lib/pictogram-asset';
import { creatorTitles } from '../data/creator-titles';
import { holdoutTitles } from '../data/creator-titles-holdout';
import { sixthTitles } from '../data/creator-titles-sixth';
import { seventhTitles } from '../data/creator-titles-seventh';
import { ACCENT_TITLES } from '../data/accent-titles';

/**
 * Production reads the pictograms and the French emoji names from the asset `npm run build` writes
 * (dist/pictograms.bin), not from @iconify-json/* and emojibase-data, which it does not install. A
 * title must find the same subjects, drawn the same, either way: an entry the asset left out that the
 * matcher can reach would be a subject production silently loses.
 */
const TITLES = [...creatorTitles, ...holdoutTitles, ...sixthTitles, ...seventhTitles].map((t) => t.title).concat(ACCENT_TITLES);
const TONES = ['dark'] as const;

interface Answers {
  index: string;
  exists: boolean[];
  matches: string[];
}

let scratch: string | null = null;
let packages: Answers;
let fromAsset: Answers;
let drawnNames: string[] = [];
let names: string[] = [];

/** Every pictogram name the keyword tables and the CLDR names hold, with each skin tone. */
function reachableNames(index: KeywordIndex): string[] {
  const names = new Set<string>();
  for (const meanings of index.phrases.values()) for (const m of meanings) for (const icon of m.icons) names.add(icon);
  for (const m of index.emojis.values()) for (const icon of m.icons) names.add(icon);
  for (const emoji of loadCldrKeywords().emojis) names.add(emoji.icon);
  return [...names].sort().flatMap((name) => [name, ...SKIN_TONES.map((tone) => `${name}-${tone}`)]);
}

/** The keyword tables as one comparable text. */
function flatten(index: KeywordIndex): string {
  return JSON.stringify([[...index.phrases].sort(), [...index.emojis].sort(), index.maxTokens, [...index.typos].sort()]);
}

function answers(): Answers {
  forgetSubjectMatcher();
  const index = keywords();
  const matches = TITLES.flatMap((title) => TONES.map((skinTone) => JSON.stringify(matchTitle(title, { skinTone }))));
  return { index: flatten(index), exists: names.map((name) => pictogramExists(name)), matches };
}

let sources: string[] = [];

beforeAll(() => {
  // The asset npm run build wrote when it is up to date (npm test builds first), else one built here.
  let file = PICTOGRAM_ASSET;
  if (!(existsSync(file) && isPictogramAssetFresh(file))) {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'minialab-pictograms-'));
    file = path.join(scratch, 'pictograms.bin');
    usePictogramAsset(null);
    writeFileSync(file, buildPictogramAsset({ quality: 1 }).bytes);
  }
  // The packages last, so the files this worker runs next find the library and the matcher as they were.
  usePictogramAsset(null);
  names = reachableNames(keywords());
  usePictogramAsset(file);
  sources = (pictogramAssetInUse()?.header.sources ?? []).map((s) => `${s.package} ${s.licence}`);
  fromAsset = answers();
  drawnNames = [...new Set(fromAsset.matches.flatMap((match) => (JSON.parse(match) as ReturnType<typeof matchTitle>).subjects.map((s) => s.icon)))];
  const assetSvgs = drawnNames.map((name) => pictogramSvg(name));
  usePictogramAsset(null);
  packages = answers();
  const packageSvgs = drawnNames.map((name) => pictogramSvg(name));
  expect(statSync(file).size).toBeLessThan(16e6);
  expect(assetSvgs).toEqual(packageSvgs);
}, 60_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the pictogram asset production reads', () => {
  it('names the packages it was built from and their licences', () => {
    expect(sources).toEqual(['@iconify-json/fluent-emoji MIT', '@iconify-json/flag MIT', 'emojibase-data MIT']);
  });

  it('holds every pictogram the keyword tables can name, in each skin tone the packages have', () => {
    expect(names.length).toBeGreaterThan(5000);
    const lost = names.filter((_, i) => packages.exists[i] && !fromAsset.exists[i]);
    expect(lost).toEqual([]);
    expect(fromAsset.exists).toEqual(packages.exists);
  });

  it('gives the same keyword tables and the same subjects, drawn the same, for every title of the lists', () => {
    expect(TITLES.length).toBeGreaterThan(300);
    expect(drawnNames.length).toBeGreaterThan(100);
    expect(fromAsset.index === packages.index, 'keyword tables').toBe(true);
    const differ = TITLES.flatMap((title, i) => TONES.map((_, t) => i * TONES.length + t).filter((k) => fromAsset.matches[k] !== packages.matches[k]).map(() => title));
    expect(differ).toEqual([]);
  });
});
