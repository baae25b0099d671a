import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { findPlan } from '../../../shared/plans';
import { paths } from '../../../shared/routes';
import { fr } from '../../i18n/fr';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';

const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Africa/Dakar' });
const UUID = /^[0-9a-f-]{36}$/i;

/**
 * /success: where the gateway sends the payer back. With `?commande=`, it shows the order's real
 * state read from the server (never from the URL): the payer often arrives before the gateway's
 * notification, so « en cours de confirmation » turns into « confirmé » live.
 */
export default function SuccessPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const session = useSession();
  const [params] = useSearchParams();
  const orderId = params.get('commande');
  const tracked = Boolean(orderId && UUID.test(orderId));
  const order = useQuery({
    ...trpc.checkout.order.queryOptions({ id: orderId ?? '' }),
    enabled: tracked && Boolean(session.data?.user),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 1500 : false),
  });
  const status = order.data?.status;
  useEffect(() => {
    // The balance and the personal space change with the payment.
    if (status === 'paid') {
      void queryClient.invalidateQueries(trpc.auth.balance.pathFilter());
      void queryClient.invalidateQueries(trpc.billing.pathFilter());
    }
  }, [status, queryClient, trpc]);
  const t = fr.payment;

  if (tracked && (status === 'failed' || status === 'cancelled')) {
    return (
      <section className="page page--center payment-return" aria-labelledby="payment-title">
        <h1 id="payment-title">{t.failedTitle}</h1>
        <p className="lead">{t.failedText}</p>
        <div className="payment-return__actions">
          <Link to={paths.pricing} className="btn btn--primary">{t.retry}</Link>
        </div>
      </section>
    );
  }

  const waiting = tracked && status !== 'paid';
  const data = order.data;
  const planName = data?.kind === 'plan' ? findPlan(data.product)?.name : null;
  const periodStartsLater = data?.periodStart && data.paidAt && new Date(data.periodStart).getTime() > new Date(data.paidAt).getTime() + 60_000;
  return (
    <section className="page page--center payment-return" aria-labelledby="payment-title">
      <div aria-live="polite" className="payment-return__live">
        <h1 id="payment-title">{waiting ? t.pendingTitle : t.confirmedTitle}</h1>
        {waiting ? (
          <>
            <p className="lead">{session.data?.user || session.isPending ? t.pendingText : t.signInToSee}</p>
            <p className="payment-return__spinner" aria-hidden="true" />
          </>
        ) : (
          <>
            <p className="lead">{t.thanks}</p>
            <p>{t.mailFollows}</p>
            {data && planName && data.periodEnd ? (
              <p data-testid="order-plan">
                {periodStartsLater
                  ? t.planFrom(planName, day.format(new Date(data.periodStart!)), day.format(new Date(data.periodEnd)))
                  : t.planActive(planName, day.format(new Date(data.periodEnd)))}
              </p>
            ) : null}
            {data?.creditsGranted ? <p data-testid="order-credits">{t.creditsAdded(data.creditsGranted)}</p> : null}
            {data?.invoice ? (
              <p>
                <a href={data.invoice.url} download>{t.invoice(data.invoice.number)}</a>
              </p>
            ) : (
              <p className="muted">{t.invoiceLater}</p>
            )}
          </>
        )}
      </div>
      <div className="payment-return__actions">
        <Link to={paths.studio} className="btn btn--primary">Ouvrir le studio</Link>
        <Link to={paths.account} className="btn btn--ghost">Voir mon espace personnel</Link>
      </div>
    </section>
  );
}
