import { describe, expect, it } from 'vitest';
import type { LedgerRow } from '../../server/account/ledger-view';
import { ledgerCsv } from '../../server/account/ledger-csv';
import { csvCell } from '../../shared/csv';

/** The cells of a CSV line as a spreadsheet splits them (quoted cells unquoted). */
const cellsOf = (line: string) => [...line.matchAll(/(?:^|;)("(?:[^"]|"")*"|[^;]*)/g)].map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"'));

describe('CSV cells never become spreadsheet formulas', () => {
  it('a text cell starting with =, +, -, @, a tab or a carriage return is written as text (a leading single quote)', () => {
    for (const text of ['=SUM(A1)', '+33 idées', '-10 astuces', '@lien', '\tcaché', '\rretour', '=HYPERLINK("http://exemple.invalid";"clic")']) {
      const cell = cellsOf(csvCell(text))[0]!;
      expect(cell, JSON.stringify(text)).toBe(`'${text}`);
    }
  });

  it('numbers stay numbers, negative ones included, and ordinary text is left alone', () => {
    expect(csvCell(-10)).toBe('-10');
    expect(csvCell(30)).toBe('30');
    expect(csvCell('Génération')).toBe('Génération');
    expect(csvCell('2026-03-01T10:00:00.000Z')).toBe('2026-03-01T10:00:00.000Z');
    expect(csvCell(null)).toBe('');
  });

  it('a separator, a quote or a line break keeps the text in its own cell', () => {
    expect(cellsOf(`a;${csvCell('Top 5; =1+1 "vrai"')};b`)).toEqual(['a', 'Top 5; =1+1 "vrai"', 'b']);
    expect(csvCell('deux\nlignes')).toBe('"deux\nlignes"');
  });

  it('credits.csv: a thumbnail titled like a formula is text, the credits spent stay a number', () => {
    const row = (title: string, amount: number, by: string | null = null): LedgerRow => ({ id: 'x', at: '2026-03-01T10:00:00.000Z', kind: 'spend', amount, reason: { kind: 'spend', what: 'generation' }, detail: { title }, expiresAt: null, by: by === null ? null : { name: by }, team: false });
    const lines = ledgerCsv([row('=SUM(A1)', -10), row('-10 astuces pour YouTube', -10, '@membre')]).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(cellsOf(lines[0]!)).toEqual(['date', 'opération', 'détail', 'crédits', 'valables jusqu’au', 'équipe']);
    expect(cellsOf(lines[1]!)).toEqual(['2026-03-01T10:00:00.000Z', 'Génération', "'=SUM(A1)", '-10', '', '']);
    expect(cellsOf(lines[2]!)).toEqual(['2026-03-01T10:00:00.000Z', 'Génération', "'-10 astuces pour YouTube", '-10', '', 'par @membre']);
  });
});
