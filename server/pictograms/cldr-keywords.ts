import fs from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pictogramAssetInUse, pictogramExists } from './library';
import type { SubjectKind } from '../../shared/pictograms/subject-types';

const require = createRequire(import.meta.url);

/** One emoji as the CLDR French annotations describe it, tied to the pictogram that draws it. */
export interface CldrEmoji {
  icon: string;
  /** The emoji itself, as a title may carry it (« Mon nouveau tel 📱 »). */
  emoji: string;
  /** French CLDR name, e.g. « sac plein d’argent ». */
  label: string;
  tags: string[];
  kind: SubjectKind;
  /** Emojibase group: 3 animals and nature, 4 food and drink, 5 travel and places, 6 activities, 7 objects. */
  group: number;
  /** Emojibase subgroup (34 mammals, 54 ground transport, 69 phones…): finer than the group, it says the topic. */
  subgroup: number;
}

export interface CldrCountry {
  iso: string;
  /** French country name from the flag's label (« drapeau : Sénégal » → « Sénégal »). */
  name: string;
}

interface EmojibaseEmoji {
  hexcode: string;
  emoji: string;
  label: string;
  tags?: string[];
  group?: number;
  subgroup?: number;
}

/** Emojibase groups: 0 smileys, 1 people, 2 skin-tone components, 8 symbols, 9 flags. */
const GROUP_SMILEYS = 0;
const GROUP_PEOPLE = 1;
const SKIPPED_GROUPS = new Set([2, 8]);
const GROUP_FLAGS = 9;

/**
 * Fluent names follow the English CLDR name, with a few spellings of its own
 * (found by listing the Fluent names no English label reaches).
 */
const FLUENT_RENAMES: Record<string, string> = {
  'smiling-face-with-open-hands': 'hugging-face',
  'face-with-crossed-out-eyes': 'knocked-out-face',
  'enraged-face': 'pouting-face',
  'person-blond-hair': 'person-blonde-hair',
  'man-blond-hair': 'man-blonde-hair',
  'woman-blond-hair': 'woman-blonde-hair',
  'deaf-person': 'person-deaf',
  'deaf-man': 'man-deaf',
  'deaf-woman': 'woman-deaf',
  superhero: 'person-superhero',
  supervillain: 'person-supervillain',
  mage: 'person-mage',
  fairy: 'person-fairy',
  vampire: 'person-vampire',
  merperson: 'person-merpeople',
  elf: 'person-elf',
  genie: 'person-genie',
  zombie: 'person-zombie',
  'people-wrestling': 'person-wrestling',
  'people-with-bunny-ears': 'person-with-bunny-ears',
  'pinata': 'piata',
};

function slug(englishLabel: string): string {
  return englishLabel
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’'.!:,()“”]/g, '')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function readEmojibase(locale: 'fr' | 'en', file: 'data.json' | 'compact.json'): EmojibaseEmoji[] {
  const root = dirname(require.resolve('emojibase-data/package.json'));
  return JSON.parse(fs.readFileSync(join(root, locale, file), 'utf8')) as EmojibaseEmoji[];
}

/** Regional-indicator pair (1F1F8-1F1F3) → ISO code (sn). */
function isoFromFlagHexcode(hexcode: string): string | null {
  const parts = hexcode.split('-');
  if (parts.length !== 2) return null;
  const letters = parts.map((part) => String.fromCharCode(parseInt(part, 16) - 0x1f1e6 + 97));
  return letters.every((letter) => /^[a-z]$/.test(letter)) ? letters.join('') : null;
}

/**
 * The French CLDR vocabulary (emojibase-data `fr`), restricted to emoji a pictogram exists for.
 * Read once when the matcher first runs; the JSON files are dropped afterwards. Without the package
 * (production), the built asset's copy of this result (server/pictograms/pictogram-asset.ts).
 */
export function loadCldrKeywords(): { emojis: CldrEmoji[]; countries: CldrCountry[] } {
  // Production: the asset holds what this function returned at build time, from the same packages.
  const built = pictogramAssetInUse();
  if (built) return built.header.cldr as { emojis: CldrEmoji[]; countries: CldrCountry[] };
  const englishNames = new Map<string, string>();
  for (const emoji of readEmojibase('en', 'compact.json')) englishNames.set(emoji.hexcode, slug(emoji.label));

  const emojis: CldrEmoji[] = [];
  const countries: CldrCountry[] = [];
  for (const emoji of readEmojibase('fr', 'data.json')) {
    if (emoji.group === GROUP_FLAGS) {
      const iso = isoFromFlagHexcode(emoji.hexcode);
      const name = emoji.label.split(':')[1]?.trim();
      if (iso && name && pictogramExists(`flag:${iso}`)) countries.push({ iso, name });
      continue;
    }
    if (emoji.group === undefined || SKIPPED_GROUPS.has(emoji.group)) continue;
    const english = englishNames.get(emoji.hexcode);
    if (!english) continue;
    const icon = `fluent:${FLUENT_RENAMES[english] ?? english}`;
    // A few people exist in Fluent only with a skin tone: keep the untoned name, the matcher tones it.
    if (!pictogramExists(icon) && !pictogramExists(`${icon}-dark`)) continue;
    const kind: SubjectKind = emoji.group === GROUP_SMILEYS ? 'expression' : emoji.group === GROUP_PEOPLE ? 'person' : 'object';
    emojis.push({ icon, emoji: emoji.emoji, label: emoji.label, tags: emoji.tags ?? [], kind, group: emoji.group, subgroup: emoji.subgroup ?? -1 });
  }
  return { emojis, countries };
}
