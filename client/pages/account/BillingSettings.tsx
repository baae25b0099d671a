import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatXof, xof } from '../../../shared/money';
import { findPlan, type PlanId } from '../../../shared/plans';
import { paths } from '../../../shared/routes';
import { CheckoutNoticeBox } from '../../components/CheckoutNoticeBox';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PrivateFileLink } from '../../components/PrivateFileLink';
import { SectionError } from '../../components/SectionError';
import { Skeleton } from '../../components/Skeleton';
import { describeError } from '../../i18n/errors';
import { fr } from '../../i18n/fr';
import { frLoading } from '../../i18n/fr-loading';
import { useCheckout } from '../../lib/checkout';
import { ALONE, useTRPC } from '../../lib/trpc';
import { formatDay } from '../../../shared/format';

const fmt = (iso: string | null) => (iso ? formatDay(new Date(iso)) : '');

/** The plan and the invoices: one query that both cards read (TanStack Query asks the server once). */
function useBillingOverview() {
  const trpc = useTRPC();
  return useQuery(trpc.billing.overview.queryOptions(undefined, ALONE));
}

/** « Mon abonnement » in the personal space: the plan, its period, renewal, reminders, résiliation. */
export function SubscriptionCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const overview = useBillingOverview();
  const checkout = useCheckout();
  const [params] = useSearchParams();
  const t = fr.billing;
  const refresh = () => queryClient.invalidateQueries(trpc.billing.pathFilter());
  const [confirmCancel, setConfirmCancel] = useState(false);
  const cancel = useMutation(
    trpc.billing.cancel.mutationOptions({
      onSuccess: async () => {
        setConfirmCancel(false);
        await refresh();
      },
    }),
  );
  const resume = useMutation(trpc.billing.resume.mutationOptions({ onSuccess: refresh }));
  const reminders = useMutation(trpc.billing.setReminders.mutationOptions({ onSuccess: refresh }));
  const nextPlan = useMutation(trpc.billing.setNextPlan.mutationOptions({ onSuccess: refresh }));
  // The résiliation's own error shows in its dialog.
  const failure = [resume, reminders, nextPlan].find((m) => m.error)?.error;

  // The renewal e-mail links here with ?renouveler=1: bring the renewal button into view.
  const wantsRenewal = params.get('renouveler') === '1';
  useEffect(() => {
    if (wantsRenewal && overview.data) document.querySelector<HTMLElement>('[data-renew]')?.focus();
  }, [wantsRenewal, overview.data]);

  if (!overview.data) {
    return (
      <section className="card billing" id="forfait" aria-labelledby="billing-title" aria-busy={overview.isPending}>
        <h2 id="billing-title">{t.title}</h2>
        {overview.error ? <SectionError error={overview.error} onRetry={overview.refetch} retrying={overview.isFetching} /> : <Skeleton kind="lines" count={2} label={frLoading.subscription} />}
      </section>
    );
  }
  const { subscription: sub, upcomingCredits } = overview.data;
  const running = sub && (sub.status === 'active' || sub.status === 'ending') && sub.plan;

  return (
    <section className="card billing" id="forfait" aria-labelledby="billing-title">
      <h2 id="billing-title">{t.title}</h2>
      {checkout.notice ? <CheckoutNoticeBox notice={checkout.notice} onClose={checkout.clearNotice} /> : null}
      {!sub || sub.status === 'ended' || !running ? (
        sub?.status === 'terminated' ? (
          <p className="alert alert--error" data-testid="subscription-status">{t.terminated}</p>
        ) : (
          <>
            <p data-testid="subscription-status">{sub?.status === 'ended' ? t.ended(sub.planName, fmt(sub.endedAt)) : t.none}</p>
            <Link to={paths.pricing} className="btn btn--primary">{t.choose}</Link>
          </>
        )
      ) : (
        <>
          <p className="billing__plan" data-testid="subscription-status">
            {t.plan(sub.planName)} <span className={`badge badge--${sub.status}`}>{sub.status === 'ending' ? t.statusEnding : t.statusActive}</span>
          </p>
          <dl className="facts">
            <dt>{t.period}</dt>
            <dd>{t.periodRange(fmt(sub.currentPeriodStart), fmt(sub.currentPeriodEnd))}</dd>
            {sub.renewed && sub.paidThrough ? (
              <>
                <dt>{t.paidThrough}</dt>
                <dd>{fmt(sub.paidThrough)}</dd>
              </>
            ) : null}
            {upcomingCredits.length ? (
              <>
                <dt>{t.upcoming}</dt>
                <dd>{upcomingCredits.map((g) => t.upcomingLine(g.amount, fmt(g.startsAt))).join(' · ')}</dd>
              </>
            ) : null}
          </dl>
          {sub.status === 'ending' ? (
            <div className="alert alert--warning">
              <p>{t.endingNotice(fmt(sub.paidThrough))}</p>
              <button type="button" className="btn btn--ghost" onClick={() => resume.mutate()} disabled={resume.isPending}>{t.resume}</button>
            </div>
          ) : null}
          {sub.renewal && sub.status === 'active' ? (
            <div className={sub.renewalDue ? 'alert alert--warning billing__renew' : 'billing__renew'}>
              {sub.renewalDue ? <p>{t.renewalDue(fmt(sub.paidThrough))}</p> : null}
              <button
                type="button"
                data-renew
                className={sub.renewalDue ? 'btn btn--primary' : 'btn btn--ghost'}
                onClick={() => checkout.start(sub.renewal!.planId)}
                aria-disabled={checkout.busy}
              >
                {checkout.pendingId ? fr.pricing.pending : t.renew(findPlan(sub.renewal.planId)!.name, formatXof(xof(sub.renewal.priceXof)))}
              </button>
              <p className="muted">{t.renewExplain}</p>
            </div>
          ) : null}
          {sub.status === 'active' ? (
            <>
              <label className="check">
                <input type="checkbox" checked={sub.renewalReminders} onChange={(e) => reminders.mutate({ on: e.target.checked })} disabled={reminders.isPending} />
                <span>{t.reminders}</span>
              </label>
              {sub.downgrades.length ? (
                <div className="field">
                  <label htmlFor="next-plan">{t.nextPlan}</label>
                  <select id="next-plan" value={sub.nextPlan ?? ''} onChange={(e) => nextPlan.mutate({ planId: (e.target.value || null) as PlanId | null })}>
                    <option value="">{t.keepPlan(sub.planName)}</option>
                    {sub.downgrades.map((id) => (
                      <option key={id} value={id}>{t.downgradeTo(findPlan(id)!.name, formatXof(findPlan(id)!.priceXof))}</option>
                    ))}
                  </select>
                </div>
              ) : null}
              <p className="muted">{t.upgradeHint} <Link to={paths.pricing}>{t.seePlans}</Link></p>
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => {
                  cancel.reset();
                  setConfirmCancel(true);
                }}
                disabled={cancel.isPending}
              >
                {t.cancel}
              </button>
              <ConfirmDialog
                open={confirmCancel}
                onOpenChange={setConfirmCancel}
                title={t.cancelTitle}
                confirm={t.cancelYes}
                cancel={t.cancelKeep}
                onConfirm={() => cancel.mutate()}
                pending={cancel.isPending}
                error={cancel.error ? describeError(cancel.error).message : null}
              >
                <p>{t.cancelText(fmt(sub.paidThrough))}</p>
              </ConfirmDialog>
            </>
          ) : null}
        </>
      )}
      {failure ? <p className="alert alert--error" role="alert">{describeError(failure).message}</p> : null}
    </section>
  );
}

/** « Mes factures »: every invoice as a PDF, newest first. */
export function InvoicesCard() {
  const overview = useBillingOverview();
  const t = fr.billing;
  const invoices = overview.data?.invoices;
  return (
    <section className="card billing" id="factures" aria-labelledby="invoices-title" aria-busy={overview.isPending}>
      <h2 id="invoices-title">{t.invoices}</h2>
      {!invoices ? (
        overview.error ? <SectionError error={overview.error} onRetry={overview.refetch} retrying={overview.isFetching} /> : <Skeleton kind="rows" count={2} label={frLoading.invoices} />
      ) : invoices.length === 0 ? (
        <p className="muted">{t.noInvoices}</p>
      ) : (
        <table className="invoices" data-testid="invoices">
          <thead>
            <tr>
              <th scope="col">{t.number}</th>
              <th scope="col">{t.date}</th>
              <th scope="col">{t.line}</th>
              <th scope="col">{t.total}</th>
              <th scope="col"><span className="visually-hidden">{t.download}</span></th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.id}>
                <td>{invoice.number}</td>
                <td>{fmt(invoice.issuedAt)}</td>
                <td>{invoice.label}</td>
                <td className="num">{formatXof(xof(invoice.ttcXof))}</td>
                <td>
                  <PrivateFileLink href={invoice.url} file={{ kind: 'invoice', id: invoice.id }} fileName={invoice.fileName} type="application/pdf" title={invoice.number} ariaLabel={t.downloadOne(invoice.number)}>
                    {t.download}
                  </PrivateFileLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="muted">{t.kept}</p>
    </section>
  );
}
