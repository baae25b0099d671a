import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { findPlan, type PlanId } from '../../../shared/plans';
import { paths } from '../../../shared/routes';
import { EarlyAccessList } from '../../components/EarlyAccessList';
import { PlanCards } from '../../components/PlanCards';
import { frEarlyAccess } from '../../i18n/fr-early-access';
import { PlanToday } from '../../components/PlanToday';
import { CheckoutNoticeBox } from '../../components/CheckoutNoticeBox';
import { fr } from '../../i18n/fr';
import { useCheckout } from '../../lib/checkout';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';

/**
 * /tarifs: each « S'abonner » asks the server for a checkout link (SPEC.md §4): a url sends the
 * browser there, no url shows the test-mode notice, a failure shows « Erreur paiement ».
 */
export default function PricingPage() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const session = useSession();
  const [params] = useSearchParams();
  const chosen = findPlan(params.get('plan') ?? '')?.id ?? null;
  const checkout = useCheckout();
  const lastPlan = useRef<PlanId | null>(null);

  // Back from /connexion with ?plan=…: put the visitor on the plan they chose, once the cards are there.
  const plansLoaded = useQuery(trpc.plans.list.queryOptions()).isSuccess;
  useEffect(() => {
    if (chosen && plansLoaded) document.querySelector<HTMLButtonElement>(`[data-testid="plan-${chosen}"] [data-plan-action]`)?.focus();
  }, [chosen, plansLoaded]);

  const subscribe = (planId: PlanId) => {
    // aria-disabled rather than disabled while a link is being made: the focused button keeps focus.
    if (checkout.busy) return;
    if (!session.data?.user) {
      // Come back to the same plan after signing in.
      void navigate(`${paths.signIn}?suivant=${encodeURIComponent(`${paths.pricing}?plan=${planId}`)}`);
      return;
    }
    lastPlan.current = planId;
    checkout.start(planId);
  };

  return (
    <section className="page pricing">
      <h1>{fr.pricing.title}</h1>
      <p className="lead">{fr.pricing.lead}</p>
      {chosen ? (
        <div className="alert alert--info pricing__chosen">
          <p>{fr.pricing.chosen(findPlan(chosen)!.name)}</p>
          <PlanToday planId={chosen} />
        </div>
      ) : null}
      {checkout.notice ? (
        <CheckoutNoticeBox
          notice={checkout.notice}
          onClose={() => {
            checkout.clearNotice();
            document.querySelector<HTMLButtonElement>(`[data-plan-action="${lastPlan.current}"]`)?.focus();
          }}
        />
      ) : null}
      <PlanCards
        headingLevel={2}
        chosen={chosen}
        action={(planId, name) => (
          <button
            type="button"
            className="btn btn--primary"
            data-plan-action={planId}
            onClick={() => subscribe(planId)}
            aria-disabled={checkout.busy}
            aria-label={`${fr.pricing.subscribe} au forfait ${name}`}
          >
            {checkout.pendingId === planId ? fr.pricing.pending : fr.pricing.subscribe}
          </button>
        )}
      />
      <section className="card pricing__early" aria-labelledby="early-access-title">
        <h2 id="early-access-title">{frEarlyAccess.title}</h2>
        <p>{frEarlyAccess.pricingLead}</p>
        <EarlyAccessList />
      </section>
    </section>
  );
}
