import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { findPlan, type PlanId } from '../../../shared/plans';
import { paths } from '../../../shared/routes';
import { PlanCards } from '../../components/PlanCards';
import { ERROR_MESSAGES } from '../../i18n/errors';
import { fr } from '../../i18n/fr';
import { errorCode } from '../../lib/trpc';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';

type Notice = { kind: 'test' } | { kind: 'error'; message: string };

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
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pendingPlan, setPendingPlan] = useState<PlanId | null>(null);
  const lastPlan = useRef<PlanId | null>(null);

  const checkout = useMutation(
    trpc.checkout.create.mutationOptions({
      onSuccess: ({ url }) => {
        if (url) window.location.assign(url);
        else setNotice({ kind: 'test' });
      },
      onError: (error) => {
        const code = errorCode(error);
        setNotice({ kind: 'error', message: code ? ERROR_MESSAGES[code] : fr.pricing.errorFallback });
      },
      onSettled: () => setPendingPlan(null),
    }),
  );

  // Back from /connexion with ?plan=…: put the visitor on the plan they chose, once the cards are there.
  const plansLoaded = useQuery(trpc.plans.list.queryOptions()).isSuccess;
  useEffect(() => {
    if (chosen && plansLoaded) document.querySelector<HTMLButtonElement>(`[data-testid="plan-${chosen}"] [data-plan-action]`)?.focus();
  }, [chosen, plansLoaded]);

  const subscribe = (planId: PlanId) => {
    // aria-disabled rather than disabled while a link is being made: the focused button keeps focus.
    if (checkout.isPending) return;
    setNotice(null);
    if (!session.data?.user) {
      // Come back to the same plan after signing in.
      void navigate(`${paths.signIn}?suivant=${encodeURIComponent(`${paths.pricing}?plan=${planId}`)}`);
      return;
    }
    setPendingPlan(planId);
    lastPlan.current = planId;
    const origin = window.location.origin;
    checkout.mutate({ planId, successUrl: `${origin}${paths.success}`, cancelUrl: `${origin}${paths.cancel}` });
  };

  return (
    <section className="page pricing">
      <h1>{fr.pricing.title}</h1>
      <p className="lead">{fr.pricing.lead}</p>
      {chosen ? <p className="alert alert--info">{fr.pricing.chosen(findPlan(chosen)!.name)}</p> : null}
      {notice ? (
        <section className={`notice ${notice.kind === 'error' ? 'alert alert--error' : 'alert alert--info'}`} role={notice.kind === 'error' ? 'alert' : 'status'} aria-labelledby="notice-title">
          <h2 id="notice-title">{notice.kind === 'error' ? fr.pricing.errorTitle : fr.pricing.testModeTitle}</h2>
          <p>{notice.kind === 'error' ? notice.message : fr.pricing.testModeText}</p>
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              setNotice(null);
              document.querySelector<HTMLButtonElement>(`[data-plan-action="${lastPlan.current}"]`)?.focus();
            }}
          >
            {fr.pricing.close}
          </button>
        </section>
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
            aria-disabled={checkout.isPending}
            aria-label={`${fr.pricing.subscribe} au forfait ${name}`}
          >
            {pendingPlan === planId ? fr.pricing.pending : fr.pricing.subscribe}
          </button>
        )}
      />
    </section>
  );
}
