/**
 * Our own French keywords for the topics of francophone African creators. They outrank the
 * generic CLDR annotations: CLDR knows « riz » but not « thiéboudienne », « Lions de la Teranga »
 * or « Orange Money ». Keys are written naturally (accents, elisions, plurals are folded when the
 * table is indexed). Icons are listed best first; people are named without a skin tone and the
 * matcher applies the requested one. `#` in a key stands for any number (« # f » ↔ « 100 000 F »).
 */
import type { CuratedKeyword } from './keywords/curated-keyword';
import { FOOD_KEYWORDS } from './keywords/food';
import { MONEY_KEYWORDS } from './keywords/money';
import { SPORT_KEYWORDS } from './keywords/sport';
import { VEHICLES_KEYWORDS } from './keywords/vehicles';
import { TECH_AND_GAMES_KEYWORDS } from './keywords/tech-and-games';
import { BEAUTY_KEYWORDS } from './keywords/beauty';
import { HEALTH_KEYWORDS } from './keywords/health';
import { NEWS_KEYWORDS } from './keywords/news';
import { STORIES_KEYWORDS } from './keywords/stories';
import { PLACES_KEYWORDS } from './keywords/places';
import { HOME_AND_FAMILY_KEYWORDS } from './keywords/home-and-family';
import { FAITH_KEYWORDS } from './keywords/faith';
import { SCHOOL_KEYWORDS } from './keywords/school';
import { MUSIC_KEYWORDS } from './keywords/music';
import { FARMING_KEYWORDS } from './keywords/farming';
import { PLAIN_WORDS_KEYWORDS } from './keywords/plain-words';

export type { CuratedKeyword } from './keywords/curated-keyword';

/** The table, by domain: one file per domain under keywords/. */
export const CURATED_KEYWORDS: CuratedKeyword[] = [
  ...FOOD_KEYWORDS,
  ...MONEY_KEYWORDS,
  ...SPORT_KEYWORDS,
  ...VEHICLES_KEYWORDS,
  ...TECH_AND_GAMES_KEYWORDS,
  ...BEAUTY_KEYWORDS,
  ...HEALTH_KEYWORDS,
  ...NEWS_KEYWORDS,
  ...STORIES_KEYWORDS,
  ...PLACES_KEYWORDS,
  ...HOME_AND_FAMILY_KEYWORDS,
  ...FAITH_KEYWORDS,
  ...SCHOOL_KEYWORDS,
  ...MUSIC_KEYWORDS,
  ...FARMING_KEYWORDS,
  ...PLAIN_WORDS_KEYWORDS,
];
