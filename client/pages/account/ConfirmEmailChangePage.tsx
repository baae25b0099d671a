import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../lib/session';
import { paths } from '../../../shared/routes';
import { frAccount as t } from '../../i18n/fr-account';
import { useTRPC } from '../../lib/trpc';
import { useHydrated } from '../../lib/use-hydrated';
import { ServerError } from '../auth/fields';

/**
 * /confirmer-email?jeton=…: the link mailed to the new address asked from « Compte », confirmed in
 * the account that asked (signed out, the page asks to sign in first and comes back). Confirming
 * takes a click rather than happening on load, so a mail scanner that opens links cannot use it.
 */
export default function ConfirmEmailChangePage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const token = params.get('jeton');
  const session = useSession();
  const location = useLocation();
  const confirm = useMutation(trpc.account.confirmEmailChange.mutationOptions({ onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.auth.pathKey() }) }));
  return (
    <section className="page auth auth--narrow">
      <div className="card form">
        <h1>{t.confirm.title}</h1>
        {!token ? (
          <p className="alert alert--error" role="alert">{t.confirm.missing}</p>
        ) : session.isSuccess && !session.data?.user && !confirm.data ? (
          <>
            <p>{t.confirm.signInFirst}</p>
            <Link className="btn btn--primary" to={`${paths.signIn}?suivant=${encodeURIComponent(`${location.pathname}${location.search}`)}`}>{t.confirm.signIn}</Link>
          </>
        ) : confirm.data ? (
          <p className="alert alert--success" role="status">{t.confirm.done(confirm.data.email)}</p>
        ) : (
          <>
            <p>{t.confirm.intro}</p>
            <ServerError error={confirm.error} />
            <button type="button" className="btn btn--primary" disabled={!hydrated || confirm.isPending} onClick={() => confirm.mutate({ token })}>
              {confirm.isPending ? t.confirm.pending : t.confirm.submit}
            </button>
          </>
        )}
        <Link to={`${paths.account}#compte`}>{t.confirm.toAccount}</Link>
      </div>
    </section>
  );
}
