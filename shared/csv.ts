/**
 * CSV as the spreadsheets our users open it in (Excel, LibreOffice, Google Sheets). A text cell that
 * starts with =, +, -, @, a tab or a carriage return is read there as a formula, which can fetch an
 * address or run a command (OWASP « CSV Injection »): such a cell gets a leading single quote, which
 * the spreadsheet shows as plain text. Numbers are written as numbers (-10 credits stays a number).
 * A cell holding the separator, a double quote or a line break is quoted (RFC 4180), so no text can
 * open a cell of its own.
 */
export type CsvValue = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue, separator = ';'): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows (the first one the header) as a CSV file: a BOM so spreadsheets read accents as UTF-8, CRLF line ends. */
export function csvDocument(rows: CsvValue[][], separator = ';'): string {
  return `\uFEFF${rows.map((row) => row.map((value) => csvCell(value, separator)).join(separator)).join('\r\n')}\r\n`;
}
