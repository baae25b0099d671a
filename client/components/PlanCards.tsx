import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatXof } from '../../shared/money';
import { FEATURE_LABELS, type PlanId } from '../../shared/plans';
import { SoonMark } from './ComingSoon';
import { fr } from '../i18n/fr';
import { useTRPC } from '../lib/trpc';
import { InfoTip } from './InfoTip';

/** The plan cards of the landing page and of /tarifs, from the one catalogue (plans.list). */
export function PlanCards(props: { action: (planId: PlanId, name: string) => ReactNode; chosen?: string | null; headingLevel?: 2 | 3 }) {
  const trpc = useTRPC();
  const plans = useQuery(trpc.plans.list.queryOptions());
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  if (!plans.data) return <p>{fr.loading}</p>;
  return (
    <div className="plans">
      {plans.data.map((plan) => (
        <article
          key={plan.id}
          id={`forfait-${plan.id.toLowerCase()}`}
          className={`plan ${plan.highlighted ? 'plan--highlighted' : ''} ${props.chosen === plan.id ? 'plan--chosen' : ''}`}
          aria-labelledby={`plan-${plan.id}`}
          data-testid={`plan-${plan.id}`}
        >
          {plan.badge ? <p className="plan__badge">{plan.badge}</p> : null}
          <Heading id={`plan-${plan.id}`}>{plan.name}</Heading>
          <p className="plan__price">
            <span data-testid="plan-price">{formatXof(plan.priceXof)}</span> <span className="plan__period">{fr.pricing.perMonth}</span>
          </p>
          <p className="plan__allowance">
            <span>{fr.pricing.thumbnails(plan.thumbnailsPerMonth)}</span>{' '}
            {/* The tip stays on the line of the credits it explains, never alone on a line of its own. */}
            <span className="plan__credits" data-testid="plan-credits">
              {fr.pricing.credits(plan.creditsPerMonth)}&nbsp;<InfoTip label={fr.pricing.creditsTipLabel}>{fr.pricing.creditsTip}</InfoTip>
            </span>
          </p>
          <ul className="plan__features">
            {plan.features.map((f) => (
              <li key={f} data-feature={f}>
                {FEATURE_LABELS[f]}
                <SoonMark feature={f} />
              </li>
            ))}
            {plan.missing.map((f) => (
              <li key={f} className="plan__missing" data-feature={f}>
                <span className="visually-hidden">{fr.pricing.notIncluded} </span>
                <span className="plan__missing-label">{FEATURE_LABELS[f]}</span>
                <SoonMark feature={f} />
              </li>
            ))}
          </ul>
          {props.action(plan.id, plan.name)}
        </article>
      ))}
    </div>
  );
}
