/**
 * The sets of fifty titles written for issue 30 without tuning, in the order they were written, each
 * with the apt and topic rates measured once, blind, before its misses were read (apt counted with a
 * pictogram in the creator's skin tone as the one a list names). The measuring scripts, the contact
 * sheet and the tests read them from here.
 */
import type { UnseenTitle } from './creator-titles-unseen';
import { unseenTitles } from './creator-titles-unseen';
import { unseenTitles2 } from './creator-titles-unseen-2';
import { unseenTitles3 } from './creator-titles-unseen-3';
import { unseenTitles4 } from './creator-titles-unseen-4';
import { unseenTitles5 } from './creator-titles-unseen-5';
import { unseenTitles6 } from './creator-titles-unseen-6';
import { unseenTitles7 } from './creator-titles-unseen-7';
import { unseenTitles8 } from './creator-titles-unseen-8';
import { unseenTitles9 } from './creator-titles-unseen-9';
import { unseenTitles10 } from './creator-titles-unseen-10';
import { unseenTitles11 } from './creator-titles-unseen-11';
import { unseenTitles12 } from './creator-titles-unseen-12';
import { unseenTitles13 } from './creator-titles-unseen-13';
import { unseenTitles14 } from './creator-titles-unseen-14';
import { unseenTitles15 } from './creator-titles-unseen-15';
import { unseenTitles16 } from './creator-titles-unseen-16';
import { unseenTitles17 } from './creator-titles-unseen-17';
import { unseenTitles18 } from './creator-titles-unseen-18';

import { unseenTitles19 } from './creator-titles-unseen-19';
import { unseenTitles20 } from './creator-titles-unseen-20';
import { unseenTitles21 } from './creator-titles-unseen-21';
import { unseenTitles22 } from './creator-titles-unseen-22';
import { unseenTitles23 } from './creator-titles-unseen-23';
import { unseenTitles24 } from './creator-titles-unseen-24';
import { unseenTitles25 } from './creator-titles-unseen-25';
import { unseenTitles26 } from './creator-titles-unseen-26';
import { unseenTitles27 } from './creator-titles-unseen-27';
import { unseenTitles28 } from './creator-titles-unseen-28';
export interface UnseenSet {
  /** `unseen`, `unseen2`…: the scripts' `--titles` name. */
  id: string;
  /** How the measuring script names it. */
  name: string;
  titles: UnseenTitle[];
  /** Shares measured blind, once; null where the first measure used the old scoring and was not redone. */
  blind: { apt: number; topic: number } | null;
}

export const UNSEEN_SETS: readonly UnseenSet[] = [
  { id: 'unseen', name: 'unseen fifty', titles: unseenTitles, blind: null },
  { id: 'unseen2', name: 'second unseen set', titles: unseenTitles2, blind: null },
  { id: 'unseen3', name: 'third unseen set', titles: unseenTitles3, blind: { apt: 0.82, topic: 0.92 } },
  { id: 'unseen4', name: 'fourth unseen set', titles: unseenTitles4, blind: { apt: 0.9, topic: 0.88 } },
  { id: 'unseen5', name: 'fifth unseen set', titles: unseenTitles5, blind: { apt: 0.84, topic: 0.86 } },
  { id: 'unseen6', name: 'sixth unseen set', titles: unseenTitles6, blind: { apt: 0.76, topic: 0.78 } },
  { id: 'unseen7', name: 'seventh unseen set', titles: unseenTitles7, blind: { apt: 0.82, topic: 0.8 } },
  { id: 'unseen8', name: 'eighth unseen set', titles: unseenTitles8, blind: { apt: 0.84, topic: 0.86 } },
  { id: 'unseen9', name: 'ninth unseen set', titles: unseenTitles9, blind: { apt: 0.84, topic: 0.8 } },
  { id: 'unseen10', name: 'tenth unseen set', titles: unseenTitles10, blind: { apt: 0.72, topic: 0.8 } },
  { id: 'unseen11', name: 'eleventh unseen set', titles: unseenTitles11, blind: { apt: 0.86, topic: 0.96 } },
  { id: 'unseen12', name: 'twelfth unseen set', titles: unseenTitles12, blind: { apt: 0.92, topic: 0.84 } },
  { id: 'unseen13', name: 'thirteenth unseen set', titles: unseenTitles13, blind: { apt: 0.78, topic: 0.74 } },
  { id: 'unseen14', name: 'fourteenth unseen set', titles: unseenTitles14, blind: { apt: 0.8, topic: 0.8 } },
  { id: 'unseen15', name: 'fifteenth unseen set', titles: unseenTitles15, blind: { apt: 0.86, topic: 0.8 } },
  { id: 'unseen16', name: 'sixteenth unseen set', titles: unseenTitles16, blind: { apt: 0.88, topic: 0.94 } },
  { id: 'unseen17', name: 'seventeenth unseen set', titles: unseenTitles17, blind: { apt: 0.78, topic: 0.84 } },
  { id: 'unseen18', name: 'eighteenth unseen set', titles: unseenTitles18, blind: { apt: 0.78, topic: 0.76 } },
  { id: 'unseen19', name: 'nineteenth unseen set', titles: unseenTitles19, blind: { apt: 0.86, topic: 0.9 } },
  { id: 'unseen20', name: 'twentieth unseen set', titles: unseenTitles20, blind: { apt: 0.92, topic: 0.94 } },
  { id: 'unseen21', name: 'twenty-first unseen set', titles: unseenTitles21, blind: { apt: 0.9, topic: 0.9 } },
  { id: 'unseen22', name: 'twenty-second unseen set', titles: unseenTitles22, blind: { apt: 0.82, topic: 0.9 } },
  { id: 'unseen23', name: 'twenty-third unseen set', titles: unseenTitles23, blind: { apt: 0.8, topic: 0.9 } },
  { id: 'unseen24', name: 'twenty-fourth unseen set', titles: unseenTitles24, blind: { apt: 0.9, topic: 0.84 } },
  { id: 'unseen25', name: 'twenty-fifth unseen set', titles: unseenTitles25, blind: { apt: 0.88, topic: 0.9 } },
  { id: 'unseen26', name: 'twenty-sixth unseen set', titles: unseenTitles26, blind: { apt: 0.82, topic: 0.92 } },
  { id: 'unseen27', name: 'twenty-seventh unseen set', titles: unseenTitles27, blind: { apt: 0.88, topic: 0.92 } },
  { id: 'unseen28', name: 'twenty-eighth unseen set', titles: unseenTitles28, blind: { apt: 0.94, topic: 0.88 } },
];

export function unseenSet(id: string): UnseenSet | undefined {
  return UNSEEN_SETS.find((set) => set.id === id);
}
