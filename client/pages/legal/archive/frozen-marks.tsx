import { ComingSoon } from '../../../components/ComingSoon';

/**
 * A frozen text's « Bientôt disponible » marks, as they were on its last day: `unbuilt` lists what was
 * not built then, whatever shared/features.ts says now.
 */
export function frozenMarks(unbuilt: readonly string[]) {
  const isAvailable = (feature: string) => !unbuilt.includes(feature);
  function SoonMark({ feature }: { feature: string }) {
    return isAvailable(feature) ? null : (
      <>
        {' '}
        <ComingSoon />
      </>
    );
  }
  return { isAvailable, SoonMark };
}
