import { COMING_SOON, FEATURE_STATUS, isAvailable, type Feature } from '../../shared/features';

/** The « Bientôt disponible » mark of a feature the site sells but the product does not do yet. */
export function ComingSoon() {
  return <span className="soon">{COMING_SOON}</span>;
}

/** The mark, only while `feature` is not built (shared/features.ts decides, in one place). */
export function SoonMark({ feature }: { feature: Feature }) {
  return isAvailable(feature) ? null : (
    <>
      {' '}
      <ComingSoon />
    </>
  );
}

/** A feature's plan-card name followed by its mark when it is not built yet. */
export function FeatureName({ feature }: { feature: Feature }) {
  return (
    <>
      {FEATURE_STATUS[feature].label}
      <SoonMark feature={feature} />
    </>
  );
}
