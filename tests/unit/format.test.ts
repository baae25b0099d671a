import { describe, expect, it } from 'vitest';
import { DAY_MS, dakarIsoDay, dakarYear, formatBytes, formatDay, formatDayTime, formatIsoDay, formatListDayTime, formatMegabytes, formatShortDayTime, formatStamp, formatXof } from '../../shared/format';
import { formatLegalDate } from '../../shared/legal';
import { xof } from '../../shared/money';
import { renderMail } from '../../server/mail/templates';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('dates read in Dakar time', () => {
  // Dakar is on UTC all year: its midnight is UTC midnight, whatever the machine's own timezone.
  const lastSecond = new Date('2026-11-28T23:59:59Z');
  const midnight = new Date('2026-11-29T00:00:00Z');

  it('changes day at Dakar midnight, not at the server’s', () => {
    expect(formatDay(lastSecond)).toBe('28 novembre 2026');
    expect(formatDay(midnight)).toBe('29 novembre 2026');
    expect(dakarIsoDay(lastSecond)).toBe('2026-11-28');
    expect(dakarIsoDay(midnight)).toBe('2026-11-29');
    expect(formatDay(new Date(midnight.getTime() - DAY_MS))).toBe('28 novembre 2026');
  });

  it('changes year at Dakar’s new year', () => {
    expect(dakarYear(new Date('2026-12-31T23:59:59Z'))).toBe(2026);
    expect(dakarYear(new Date('2027-01-01T00:00:00Z'))).toBe(2027);
  });

  it('writes the hour as Dakar’s clock shows it, in every length the pages use', () => {
    const at = new Date('2026-11-28T14:05:09Z');
    expect(formatDayTime(at)).toBe('28 novembre 2026 à 14:05');
    expect(formatShortDayTime(at)).toBe('28 nov. 2026, 14:05');
    expect(formatStamp(at)).toBe('28/11/2026 14:05:09');
    expect(formatDay(new Date('2026-11-01T08:00:00Z'))).toBe('1 novembre 2026');
  });

  it('leaves the year out of a list’s line in the current year only, by Dakar’s calendar', () => {
    const at = new Date('2026-11-28T14:05:09Z');
    expect(formatListDayTime(at, new Date('2026-12-31T23:59:59Z'))).toBe('28 nov., 14:05');
    expect(formatListDayTime(at, new Date('2027-01-01T00:00:00Z'))).toBe('28 nov. 2026, 14:05');
  });

  it('reads a calendar day (a legal text’s date) as that day', () => {
    expect(formatIsoDay('2025-08-11')).toBe('11 août 2025');
    expect(formatLegalDate('2026-01-01')).toBe('1 janvier 2026');
  });
});

describe('file sizes in French', () => {
  it('uses a decimal comma and a narrow no-break space before the unit', () => {
    expect(formatBytes(12.34 * 1024 * 1024)).toBe(`12,3${NNBSP}Mo`);
    expect(formatMegabytes(12.34 * 1024 * 1024)).toBe(`12,3${NNBSP}Mo`);
    expect(formatBytes(850 * 1024)).toBe(`850${NNBSP}Ko`);
  });

  it('switches from Ko to Mo at 1 Mo, as counted by the upload limits (1 048 576 octets)', () => {
    expect(formatBytes(0)).toBe(`0${NNBSP}Ko`);
    expect(formatBytes(1)).toBe(`1${NNBSP}Ko`);
    expect(formatBytes(1023 * 1024)).toBe(`1${NNBSP}023${NNBSP}Ko`);
    expect(formatBytes(1024 * 1024 - 1)).toBe(`1${NNBSP}Mo`);
    expect(formatBytes(1024 * 1024)).toBe(`1${NNBSP}Mo`);
    expect(formatBytes(200 * 1024 * 1024)).toBe(`200${NNBSP}Mo`);
    expect(formatMegabytes(0)).toBe(`0${NNBSP}Mo`);
  });
});

describe('money', () => {
  it('writes whole francs CFA with French digit groups', () => {
    expect(formatXof(xof(9840))).toBe(`9${NNBSP}840${NBSP}F${NNBSP}CFA`);
    expect(formatXof(xof(0))).toBe(`0${NBSP}F${NNBSP}CFA`);
    expect(formatXof(xof(1_250_000))).toBe(`1${NNBSP}250${NNBSP}000${NBSP}F${NNBSP}CFA`);
  });
});

describe('sizes and dates where the user reads them', () => {
  it('the data-export mail writes its size and its deadline the French way, in Dakar time', () => {
    const mail = renderMail(
      { kind: 'data-export-ready', name: 'Awa', link: 'https://minialab.example/espace', until: new Date('2026-12-05T23:30:00Z'), bytes: Math.round(12.34 * 1024 * 1024) },
      { brand: 'MiniaLab', supportEmail: 'aide@minialab.example', publicUrl: 'https://minialab.example' },
    );
    expect(mail.text).toContain(`(12,3${NNBSP}Mo)`);
    expect(mail.text).toContain('jusqu’au 5 décembre 2026 à 23:30');
  });
});
