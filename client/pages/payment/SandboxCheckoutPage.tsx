import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { formatXof, xof } from '../../../shared/money';
import { paths } from '../../../shared/routes';
import type { SANDBOX_OUTCOMES } from '../../../shared/schemas/billing';
import { PlanToday } from '../../components/PlanToday';
import { describeError } from '../../i18n/errors';
import { fr } from '../../i18n/fr';
import { useTRPC } from '../../lib/trpc';

type Outcome = (typeof SANDBOX_OUTCOMES)[number];

/**
 * /paiement/test/:id — the sandbox gateway's hosted checkout (PAYMENT_PROVIDER=sandbox). It stands
 * where PayDunya's or Wave's page would: no real money, and clearly marked so.
 */
export default function SandboxCheckoutPage() {
  const trpc = useTRPC();
  const { id = '' } = useParams();
  const t = fr.sandbox;
  const payment = useQuery({ ...trpc.sandbox.get.queryOptions({ id }), retry: false });
  const complete = useMutation(
    trpc.sandbox.complete.mutationOptions({
      onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
    }),
  );
  const act = (outcome: Outcome) => complete.mutate({ id, outcome });
  const busy = complete.isPending || complete.isSuccess;

  return (
    <section className="page page--center sandbox" aria-labelledby="sandbox-title">
      <p className="sandbox__badge" role="note">{t.badge}</p>
      <h1 id="sandbox-title">{t.title}</h1>
      <p className="muted">{t.explain}</p>
      {payment.data ? (
        <div className="card sandbox__order">
          <dl className="facts">
            <dt>{t.order}</dt>
            <dd>{payment.data.label}</dd>
            <dt>{t.amount}</dt>
            <dd className="sandbox__amount" data-testid="sandbox-amount">{formatXof(xof(payment.data.amountXof))}</dd>
            {payment.data.customerEmail ? (
              <>
                <dt>{t.payer}</dt>
                <dd>{payment.data.customerEmail}</dd>
              </>
            ) : null}
          </dl>
          {payment.data.product ? <PlanToday planId={payment.data.product} /> : null}
          {payment.data.status === 'open' ? (
            <div className="sandbox__actions">
              <button type="button" className="btn btn--primary btn--lg" disabled={busy} onClick={() => act('paid')}>
                {t.pay(formatXof(xof(payment.data.amountXof)))}
              </button>
              <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => act('cancelled')}>
                {t.cancel}
              </button>
              <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => act('failed')}>
                {t.fail}
              </button>
            </div>
          ) : (
            <p className="alert alert--info" role="status">{t.closed}</p>
          )}
          {busy ? <p role="status">{t.redirecting}</p> : null}
          {complete.error ? <p className="alert alert--error" role="alert">{describeError(complete.error).message}</p> : null}
        </div>
      ) : payment.error ? (
        <div className="alert alert--error" role="alert">
          <p>{t.notFound}</p>
        </div>
      ) : (
        <p>{fr.loading}</p>
      )}
      <p>
        <Link to={paths.pricing}>{t.back}</Link>
      </p>
    </section>
  );
}
