import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ledgerActor, ledgerDetail, ledgerLabel, type LedgerActor, type LedgerReason, type LedgerThumbnail } from '../../../shared/ledger';
import { SectionError } from '../../components/SectionError';
import { Skeleton } from '../../components/Skeleton';
import { frLedger as t } from '../../i18n/fr-ledger';
import { frLoading } from '../../i18n/fr-loading';
import { ALONE, useTRPC } from '../../lib/trpc';
import { formatDay, formatListDayTime } from '../../../shared/format';


type Page = { rows: Array<{ id: string; at: string; amount: number; reason: LedgerReason; detail: LedgerThumbnail | null; expiresAt: string | null; by: LedgerActor | null; team: boolean }>; more: boolean };

/** « Mouvements de crédits »: the ledger, newest first, older pages on demand. */
export function CreditHistory() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const first = useQuery(trpc.account.ledger.queryOptions({}, ALONE));
  const [older, setOlder] = useState<Page[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const pages: Page[] = first.data ? [first.data, ...older] : [];
  const rows = pages.flatMap((p) => p.rows);
  const last = pages.at(-1);

  const loadMore = async () => {
    const end = rows.at(-1);
    if (!end) return;
    setLoading(true);
    setError(null);
    try {
      const page = await queryClient.fetchQuery(trpc.account.ledger.queryOptions({ before: { at: end.at, id: end.id } }, ALONE));
      setOlder((p) => [...p, page]);
    } catch (err) {
      setError(err);
    } finally {
      setLoading(false);
    }
  };

  return (
    <section className="card billing" id="mouvements" aria-labelledby="ledger-title" aria-busy={first.isPending}>
      <h2 id="ledger-title">{t.title}</h2>
      <p className="muted">{t.lead}</p>
      {first.error ? <SectionError error={first.error} onRetry={first.refetch} retrying={first.isFetching} /> : null}
      {first.isPending ? <Skeleton kind="rows" count={3} label={frLoading.ledger} /> : null}
      {first.data && rows.length === 0 ? <p className="muted">{t.empty}</p> : null}
      {rows.length > 0 ? (
        <table className="invoices ledger" data-testid="ledger">
          <thead>
            <tr>
              <th scope="col">{t.date}</th>
              <th scope="col">{t.what}</th>
              <th scope="col" className="num">{t.credits}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} data-testid="ledger-row">
                <td className="ledger__when">
                  <time dateTime={r.at}>{formatListDayTime(new Date(r.at))}</time>
                </td>
                <td className="ledger__what">
                  {ledgerLabel(r.reason)}
                  {r.detail ? <span className="muted"> · {ledgerDetail(r.detail)}</span> : null}
                  {r.expiresAt ? <span className="muted"> · {t.validUntil(formatDay(new Date(r.expiresAt)))}</span> : null}
                  {r.by ? <span className="muted"> · {t.by(ledgerActor(r.by)!)}</span> : null}
                  {r.team ? <span className="muted"> · {t.teamCredits}</span> : null}
                </td>
                <td className={`num ${r.amount > 0 ? 'ledger__in' : 'ledger__out'}`}>{t.signed(r.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {error ? <SectionError error={error} onRetry={loadMore} retrying={loading} /> : null}
      {last?.more ? (
        <button type="button" className="btn btn--ghost" onClick={() => void loadMore()} disabled={loading}>
          {loading ? t.loadingMore : t.more}
        </button>
      ) : null}
    </section>
  );
}
