import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { describeError } from '../../i18n/errors';
import { frPrivacy } from '../../i18n/fr-privacy';
import { useTRPC } from '../../lib/trpc';
import { formatDay } from '../../../shared/format';

const t = frPrivacy.reuse;

/** Master's refusal of any reuse of their content; others see which plan offers it, and that nothing is reused today. */
export function ReuseOptOut() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const choice = useQuery(trpc.privacy.reuse.queryOptions());
  const set = useMutation(trpc.privacy.setReuseOptOut.mutationOptions({ onSuccess: (data) => queryClient.setQueryData(trpc.privacy.reuse.queryKey(), data) }));
  const c = choice.data;
  if (!c) return null;
  return (
    <div className="reuse-opt-out" data-testid="reuse-opt-out">
      <h3>{t.title}</h3>
      {c.allowed ? (
        <>
          <label className="check">
            <input type="checkbox" checked={c.optedOut} disabled={set.isPending} onChange={(e) => set.mutate({ optOut: e.target.checked })} /> {t.label}
          </label>
          <p className="muted">{t.note}</p>
          {c.optedOut && c.since ? <p role="status">{t.saved(formatDay(new Date(c.since)))}</p> : null}
        </>
      ) : (
        <>
          <p className="muted">{c.optedOut ? t.kept : t.masterOnly}</p>
          {!c.optedOut ? <Link to={paths.pricing}>{t.pricing}</Link> : null}
        </>
      )}
      {set.error ? <div className="alert alert--error" role="alert">{describeError(set.error).message}</div> : null}
    </div>
  );
}
