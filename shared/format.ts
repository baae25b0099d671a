/**
 * How MiniaLab writes dates, sizes and money, the same on the server (mails, invoices, exports) and in
 * the browser. Dates are in Dakar time whatever the machine's own timezone, as the users live there.
 */
export { formatXof } from './money';

export const DAY_MS = 86_400_000;
export const DAKAR_TIME_ZONE = 'Africa/Dakar';

/** The espace fine insécable French typography puts between a number and its unit (as Intl does for F CFA). */
const NNBSP = '\u202f';

const dayFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: DAKAR_TIME_ZONE });
const dayTimeFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: DAKAR_TIME_ZONE });
const shortDayTimeFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short', timeZone: DAKAR_TIME_ZONE });
const listDayTimeFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: DAKAR_TIME_ZONE });
const stampFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: DAKAR_TIME_ZONE });
const yearFormat = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: DAKAR_TIME_ZONE });
// fr-CA writes dates year first with dashes, which is the ISO day.
const isoDayFormat = new Intl.DateTimeFormat('fr-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: DAKAR_TIME_ZONE });

/** « 28 novembre 2026 ». */
export function formatDay(date: Date): string {
  return dayFormat.format(date);
}

/** « 28 novembre 2026 à 14:05 ». */
export function formatDayTime(date: Date): string {
  return dayTimeFormat.format(date);
}

/** « 28 nov. 2026, 14:05 », for lists. */
export function formatShortDayTime(date: Date): string {
  return shortDayTimeFormat.format(date);
}

/**
 * « 28 nov., 14:05 » in the current year (Dakar's), « 28 nov. 2025, 14:05 » in another: a line of a
 * list on a phone (the credit ledger), where the year of every line would push the line onto a third.
 */
export function formatListDayTime(date: Date, now: Date = new Date()): string {
  return dakarYear(date) === dakarYear(now) ? listDayTimeFormat.format(date) : shortDayTimeFormat.format(date);
}

/** « 28/11/2026 14:05:09 », for the local outbox where seconds tell mails apart. */
export function formatStamp(date: Date): string {
  return stampFormat.format(date);
}

/** The year in Dakar, 2026. */
export function dakarYear(date: Date): number {
  return Number(yearFormat.format(date));
}

/** `2026-11-28`, the day in Dakar, for file names. */
export function dakarIsoDay(date: Date): string {
  return isoDayFormat.format(date);
}

/** `2025-08-11` (a calendar day, not an instant) → « 11 août 2025 ». */
export function formatIsoDay(isoDay: string): string {
  // Dakar is on UTC all year, so the day's UTC midnight falls on that very day there.
  return formatDay(new Date(`${isoDay}T00:00:00Z`));
}

const MB = 1024 * 1024;
const wholeNumber = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/**
 * « 850 Ko », « 12,3 Mo »: binary units as the upload limits are counted (1 Mo = 1 048 576 octets),
 * a decimal comma, at most one decimal in Mo. Anything not empty reads at least « 1 Ko ».
 */
export function formatBytes(bytes: number): string {
  const kb = bytes > 0 ? Math.max(1, Math.round(bytes / 1024)) : 0;
  if (kb < 1024) return `${wholeNumber.format(kb)}${NNBSP}Ko`;
  return `${oneDecimal.format(bytes / MB)}${NNBSP}Mo`;
}

/** « 12,3 Mo » always in Mo (« 0 Mo », « 200 Mo »), for a usage against a quota written in Mo. */
export function formatMegabytes(bytes: number): string {
  return `${oneDecimal.format(bytes / MB)}${NNBSP}Mo`;
}
