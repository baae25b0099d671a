import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../shared/routes';
import { fr } from '../../i18n/fr';
import { afterVerify, useAfterAuth } from '../../lib/auth-flow';
import { useTRPC } from '../../lib/trpc';
import { useHydrated } from '../../lib/use-hydrated';
import { ServerError } from './fields';

/**
 * /verifier-email?jeton=…: the link of the verification e-mail. Confirming takes a click rather than
 * happening on load, so a mail scanner that opens links cannot spend the link before its owner.
 */
export default function VerifyEmailPage() {
  const trpc = useTRPC();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const token = params.get('jeton');
  const [next, setNext] = useState<string>(paths.studio);
  useEffect(() => setNext(afterVerify.take()), []);
  const afterAuth = useAfterAuth(next);
  const verify = useMutation(trpc.auth.verifyEmail.mutationOptions({ onSuccess: (result) => afterAuth(result, ['SIGNED_IN', 'USER_UPDATED']) }));
  return (
    <section className="page auth auth--narrow">
      <div className="card form">
        <h1>{fr.verify.title}</h1>
        {token ? (
          <>
            <p>{fr.verify.intro}</p>
            <ServerError error={verify.error} />
            <button type="button" className="btn btn--primary" disabled={!hydrated || verify.isPending} onClick={() => verify.mutate({ token })}>
              {verify.isPending ? fr.auth.pending : fr.verify.submit}
            </button>
          </>
        ) : (
          <p className="alert alert--error" role="alert">{fr.verify.missing}</p>
        )}
        <Link to={paths.signIn}>{fr.verify.toSignIn}</Link>
      </div>
    </section>
  );
}
