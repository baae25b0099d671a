import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { findPlan } from '../../../shared/plans';
import { paths } from '../../../shared/routes';
import { orderReference } from '../../../shared/schemas/billing';
import { PrivateFileLink } from '../../components/PrivateFileLink';
import { fr } from '../../i18n/fr';
import { useSession } from '../../lib/session';
import { errorCode, useTRPC } from '../../lib/trpc';
import { formatDay } from '../../../shared/format';

const UUID = /^[0-9a-f-]{36}$/i;

/**
 * /success: where the gateway sends the payer back. It says only what is true: the order's real state
 * read from the server (never from the URL). The payer often arrives before the gateway's
 * notification, so « en cours de confirmation » turns into « confirmé » live. Without an order, signed
 * out, or for someone else's order, it says so rather than « Paiement confirmé ».
 */
export default function SuccessPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const orderId = params.get('commande');
  const tracked = Boolean(orderId && UUID.test(orderId));
  const signedIn = Boolean(session.data?.user);
  const order = useQuery({
    ...trpc.checkout.order.queryOptions({ id: orderId ?? '' }),
    enabled: tracked && signedIn,
    retry: (count, error) => errorCode(error) !== 'NOT_FOUND' && count < 3,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 1500 : false),
  });
  const status = order.data?.status;
  useEffect(() => {
    // The balance, the plan and the personal space change with the payment.
    if (status === 'paid') {
      void queryClient.invalidateQueries(trpc.auth.balance.pathFilter());
      void queryClient.invalidateQueries(trpc.billing.pathFilter());
      void queryClient.invalidateQueries(trpc.account.ledger.pathFilter());
    }
  }, [status, queryClient, trpc]);
  const t = fr.payment;

  if (!tracked) return <Return title={t.noOrderTitle} lead={t.noOrderText} />;
  if (!signedIn) {
    if (session.isPending) return <Return title={t.pendingTitle} lead={t.pendingText} spinner />;
    const back = `${location.pathname}${location.search}`;
    return (
      <Return title={t.signedOutTitle} lead={t.signedOutText} actions={<Link to={`${paths.signIn}?suivant=${encodeURIComponent(back)}`} className="btn btn--primary">{t.signIn}</Link>} />
    );
  }
  if (order.error && errorCode(order.error) === 'NOT_FOUND') return <Return title={t.notFoundTitle} lead={t.notFoundText} />;
  if (status === 'failed' || status === 'cancelled') {
    return <Return title={t.failedTitle} lead={t.failedText} actions={<Link to={paths.pricing} className="btn btn--primary">{t.retry}</Link>} />;
  }
  const data = order.data;
  if (!data || status !== 'paid') return <Return title={t.pendingTitle} lead={t.pendingText} spinner reference={orderId} />;

  const planName = data.kind === 'plan' ? findPlan(data.product)?.name : null;
  const periodStartsLater = data.periodStart && data.paidAt && new Date(data.periodStart).getTime() > new Date(data.paidAt).getTime() + 60_000;
  return (
    <Return title={t.confirmedTitle} lead={t.thanks} reference={orderId}>
      <p>{t.mailFollows}</p>
      {planName && data.periodEnd ? (
        <p data-testid="order-plan">
          {periodStartsLater
            ? t.planFrom(planName, formatDay(new Date(data.periodStart!)), formatDay(new Date(data.periodEnd)))
            : t.planActive(planName, formatDay(new Date(data.periodEnd)))}
        </p>
      ) : null}
      {data.creditsGranted ? <p data-testid="order-credits">{t.creditsAdded(data.creditsGranted)}</p> : null}
      {data.invoice ? (
        <p>
          <PrivateFileLink href={data.invoice.url} file={{ kind: 'invoice', id: data.invoice.id }} fileName={data.invoice.fileName} type="application/pdf" title={data.invoice.number}>
            {t.invoice(data.invoice.number)}
          </PrivateFileLink>
        </p>
      ) : (
        <p className="muted">{t.invoiceLater}</p>
      )}
    </Return>
  );
}

/** One state of the page: its heading, what is true, and where to go next. */
function Return(props: { title: string; lead: string; spinner?: boolean; reference?: string | null; actions?: ReactNode; children?: ReactNode }) {
  const t = fr.payment;
  return (
    <section className="page page--center payment-return" aria-labelledby="payment-title">
      <div aria-live="polite" className="payment-return__live">
        <h1 id="payment-title">{props.title}</h1>
        <p className="lead">{props.lead}</p>
        {props.spinner ? <p className="payment-return__spinner" aria-hidden="true" /> : null}
        {props.children}
        {props.reference ? <p className="muted" data-testid="order-reference">{t.reference(orderReference(props.reference))}</p> : null}
      </div>
      <div className="payment-return__actions">
        {props.actions ?? (
          <>
            <Link to={paths.studio} className="btn btn--primary">{t.openStudio}</Link>
            <Link to={paths.account} className="btn btn--ghost">{t.toAccount}</Link>
          </>
        )}
      </div>
    </section>
  );
}
