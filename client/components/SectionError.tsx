import { describeError } from '../i18n/errors';
import { frLoading as t } from '../i18n/fr-loading';

/**
 * A section whose data could not load says so in its own place, in French, with « Réessayer »:
 * the rest of the page stays as it is (each section of /espace asks for its own data).
 */
export function SectionError(props: { error: unknown; onRetry: () => unknown; retrying?: boolean }) {
  const { message, details } = describeError(props.error);
  return (
    <div className="alert alert--error section-error" role="alert">
      <p>{[message, ...details].join(' ')}</p>
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => void props.onRetry()} disabled={props.retrying}>
        {props.retrying ? t.retrying : t.retry}
      </button>
    </div>
  );
}
