import { csvDocument } from '../../shared/csv';
import { ledgerActor, ledgerDetail, ledgerLabel } from '../../shared/ledger';
import type { LedgerRow } from './ledger-view';

/** The credit ledger as the data export's credits.csv: one movement a line, semicolons as French spreadsheets expect. */
export function ledgerCsv(rows: LedgerRow[]): string {
  return csvDocument([
    ['date', 'opération', 'détail', 'crédits', 'valables jusqu’au', 'équipe'],
    ...rows.map((r) => [r.at, ledgerLabel(r.reason), ledgerDetail(r.detail), r.amount, r.expiresAt, r.team ? 'crédits de l’équipe' : r.by ? `par ${ledgerActor(r.by)}` : null]),
  ]);
}
