import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatXof } from '../../../shared/money';
import { FEATURE_LABELS } from '../../../shared/plans';
import { paths } from '../../../shared/routes';
import { fr } from '../../i18n/fr';
import { useTRPC } from '../../lib/trpc';

/** Plan cards from the one catalogue. Checkout arrives with the billing issue. */
export default function PricingPage() {
  const trpc = useTRPC();
  const plans = useQuery(trpc.plans.list.queryOptions());
  return (
    <section className="page">
      <h1>{fr.pricing.title}</h1>
      <p className="lead">{fr.pricing.lead}</p>
      {plans.isPending ? <p>{fr.loading}</p> : null}
      <div className="plans">
        {plans.data?.map((plan) => (
          <article key={plan.id} className={`plan ${plan.highlighted ? 'plan--highlighted' : ''}`} aria-labelledby={`plan-${plan.id}`}>
            {plan.badge ? <p className="plan__badge">{plan.badge}</p> : null}
            <h2 id={`plan-${plan.id}`}>{plan.name}</h2>
            <p className="plan__price">
              {formatXof(plan.priceXof)} <span>{fr.pricing.perMonth}</span>
            </p>
            <p>{fr.pricing.thumbnails(plan.thumbnailsPerMonth)} · {fr.pricing.credits(plan.creditsPerMonth)}</p>
            <ul className="plan__features">
              {plan.features.map((f) => <li key={f}>{FEATURE_LABELS[f]}</li>)}
              {plan.missing.map((f) => <li key={f} className="plan__missing">{FEATURE_LABELS[f]}</li>)}
            </ul>
            <Link to={`${paths.signIn}?next=${encodeURIComponent(`${paths.pricing}?plan=${plan.id}`)}`} className="btn btn--primary">{fr.pricing.subscribe}</Link>
          </article>
        ))}
      </div>
    </section>
  );
}
