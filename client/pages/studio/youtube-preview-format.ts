/**
 * Pure helpers of « Aperçu YouTube »: the words and numbers YouTube prints around a thumbnail, in
 * French as YouTube writes them (« 12 k vues », « 1,5 M de vues », « 12:34 »), and the channel's
 * stand-in avatar when the brand kit has no logo.
 */
import { colorLuminance } from '../../../shared/engine/style/color';

const compact = (digits: number) => new Intl.NumberFormat('fr-FR', { notation: 'compact', maximumFractionDigits: digits, roundingMode: 'trunc' });
const exact = new Intl.NumberFormat('fr-FR');

/**
 * A view count as YouTube prints it in French: one decimal below ten of a unit, none above, cut
 * rather than rounded (1 299 views read « 1,2 k », never « 1,3 k »), « de vues » after millions.
 */
export function formatViews(count: number): string {
  const n = Math.max(0, Math.floor(count));
  if (n === 0) return 'Aucune vue';
  if (n === 1) return '1 vue';
  if (n < 1000) return `${exact.format(n)} vues`;
  const unit = n >= 1e9 ? 1e9 : n >= 1e6 ? 1e6 : 1e3;
  const text = compact(n / unit < 10 ? 1 : 0).format(n);
  return unit === 1e3 ? `${text} vues` : `${text} de vues`;
}

/** Longest video YouTube accepts: 12 hours. */
export const MAX_DURATION_SECONDS = 12 * 3600;

/**
 * « 12:34 », « 1:02:03 », « 75:00 » or « 45 » (seconds) typed by the creator, in seconds; null when
 * YouTube could not show it (not digits and colons, a later field past 59, zero, over 12 hours).
 */
export function parseDuration(text: string): number | null {
  const fields = text.trim().split(':');
  if (fields.length > 3 || !/^\d{1,3}$/.test(fields[0] ?? '') || fields.slice(1).some((f) => !/^\d{2}$/.test(f))) return null;
  const numbers = fields.map(Number);
  if (numbers.slice(1).some((n) => n > 59)) return null;
  const total = numbers.reduce((sum, n) => sum * 60 + n, 0);
  return total > 0 && total <= MAX_DURATION_SECONDS ? total : null;
}

/** The badge's text: « 0:45 », « 12:34 », « 1:02:03 » (minutes padded only after hours, as YouTube does). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The first letter of a channel's name, upper-cased; a whole emoji or accented letter, never half of one. */
export function channelInitial(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '?';
  const first = new Intl.Segmenter('fr', { granularity: 'grapheme' }).segment(trimmed)[Symbol.iterator]().next().value?.segment ?? '?';
  return first.toLocaleUpperCase('fr-FR');
}

/** Deep colours white letters read on (at least 4.5:1), like YouTube's default avatars. */
const AVATAR_COLORS = ['#B71C1C', '#AD1457', '#6A1B9A', '#4527A0', '#283593', '#1565C0', '#00695C', '#2E7D32', '#BF360C', '#4E342E', '#37474F'] as const;

/**
 * The stand-in avatar's colours: the brand's first colour when the kit has one (the letter black or
 * white, whichever reads better on it), else a colour picked from the name, the same every time.
 */
export function avatarColors(name: string, brandColor: string | undefined): { background: string; ink: string } {
  if (brandColor && /^#[0-9a-f]{6}$/i.test(brandColor)) {
    const l = colorLuminance(brandColor);
    // Contrast with white (1.05 / (l + 0.05)) against contrast with black ((l + 0.05) / 0.05).
    return { background: brandColor, ink: 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#FFFFFF' : '#0F0F0F' };
  }
  let hash = 0;
  for (const char of name.trim().toLocaleLowerCase('fr-FR')) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return { background: AVATAR_COLORS[hash % AVATAR_COLORS.length]!, ink: '#FFFFFF' };
}
