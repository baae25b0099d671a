import { describe, expect, it } from 'vitest';
import { avatarColors, channelInitial, formatDuration, formatViews, parseDuration } from '../../client/pages/studio/youtube-preview-format';

/** Intl puts a no-break space between the number and its unit (« 12 k »): YouTube does too. */
const nbsp = (s: string) => s.replace(' ', '\u00a0');

describe('« Aperçu YouTube » words and numbers', () => {
  it('prints view counts as YouTube does in French: cut, not rounded, one decimal below ten of a unit', () => {
    expect(formatViews(0)).toBe('Aucune vue');
    expect(formatViews(1)).toBe('1 vue');
    expect(formatViews(999)).toBe('999 vues');
    expect(formatViews(1299)).toBe(nbsp('1,2 k vues'));
    expect(formatViews(12_400)).toBe(nbsp('12 k vues'));
    expect(formatViews(123_999)).toBe(nbsp('123 k vues'));
    expect(formatViews(1_560_000)).toBe(nbsp('1,5 M de vues'));
    expect(formatViews(23_000_000)).toBe(nbsp('23 M de vues'));
    expect(formatViews(2_300_000_000)).toBe(nbsp('2,3 Md de vues'));
  });

  it('reads the durations a creator types and refuses what YouTube could not show', () => {
    expect(parseDuration('12:34')).toBe(754);
    expect(parseDuration(' 1:02:03 ')).toBe(3723);
    expect(parseDuration('75:00')).toBe(4500);
    expect(parseDuration('45')).toBe(45);
    for (const bad of ['', '0:00', '12:60', '1:60:00', '12:3', 'abc', '1:2:3:4', '13:00:00', '-5']) expect(parseDuration(bad), bad).toBeNull();
    expect(parseDuration('12:00:00')).toBe(43_200);
  });

  it('writes the badge with minutes padded only after hours', () => {
    expect(formatDuration(45)).toBe('0:45');
    expect(formatDuration(754)).toBe('12:34');
    expect(formatDuration(4500)).toBe('1:15:00');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(parseDuration('75:00')!)).toBe('1:15:00');
  });

  it('takes a whole first letter for the stand-in avatar', () => {
    expect(channelInitial('awa tv')).toBe('A');
    expect(channelInitial('  élodie cuisine')).toBe('É');
    expect(channelInitial('🇸🇳 Dakar Vlog')).toBe('🇸🇳');
    expect(channelInitial('   ')).toBe('?');
  });

  it('colours the stand-in avatar with the brand colour and a letter that reads on it, else a steady colour of the name', () => {
    expect(avatarColors('Awa TV', '#FFD400')).toEqual({ background: '#FFD400', ink: '#0F0F0F' });
    expect(avatarColors('Awa TV', '#1A237E')).toEqual({ background: '#1A237E', ink: '#FFFFFF' });
    const plain = avatarColors('Awa TV', undefined);
    expect(plain.ink).toBe('#FFFFFF');
    expect(avatarColors('awa tv ', undefined)).toEqual(plain);
    expect(new Set(['Awa TV', 'Moussa', 'Fatou Cuisine', 'Dakar Tech', 'Ibou Gaming'].map((n) => avatarColors(n, undefined).background)).size).toBeGreaterThan(1);
  });
});
