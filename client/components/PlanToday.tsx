import { FEATURE_LABELS } from '../../shared/features';
import { findPlan, planToday } from '../../shared/plans';
import { fr } from '../i18n/fr';
import { ComingSoon } from './ComingSoon';

/** Before paying: what a plan gives today, and what it promises once built (shared/features.ts). */
export function PlanToday({ planId }: { planId: string }) {
  const plan = findPlan(planId);
  if (!plan) return null;
  const { now, soon } = planToday(plan);
  return (
    <div className="plan-today" data-testid="plan-today">
      <p className="plan-today__title">{fr.pricing.includedToday}</p>
      <ul>
        {now.map((f) => (
          <li key={f}>{FEATURE_LABELS[f]}</li>
        ))}
      </ul>
      {soon.length ? (
        <>
          <p className="plan-today__title">{fr.pricing.comingSoon}</p>
          <ul>
            {soon.map((f) => (
              <li key={f} data-feature={f}>
                {FEATURE_LABELS[f]} <ComingSoon />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
