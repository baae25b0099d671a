import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RequestCodeInput, ResetPasswordInput } from '../../../shared/schemas/auth';
import { paths } from '../../../shared/routes';
import { describeError } from '../../i18n/errors';
import { fr } from '../../i18n/fr';
import { useAfterAuth } from '../../lib/auth-flow';
import { emitSessionEvent } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * /mot-de-passe-oublie: without a link, ask for one by e-mail; with the link's `jeton`, choose a new
 * password (which ends every other session and signs this device in).
 */
export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('jeton');
  return <section className="page auth auth--narrow">{token ? <NewPassword token={token} /> : <RequestLink />}</section>;
}

function RequestLink() {
  const trpc = useTRPC();
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);
  const request = useMutation(trpc.auth.requestPasswordReset.mutationOptions());
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = RequestCodeInput.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (parsed.success) request.mutate(parsed.data);
  };
  return (
    <form className="card form" method="post" onSubmit={submit} noValidate aria-labelledby="titre-oubli">
      <h1 id="titre-oubli">{fr.recovery.title}</h1>
      <p>{fr.recovery.intro}</p>
      <div className="field">
        <label htmlFor="oubli-email">{fr.auth.email}</label>
        <input id="oubli-email" name="email" type="email" autoComplete="email" aria-invalid={Boolean(error)} aria-describedby={error ? 'oubli-email-error' : undefined} />
        {error ? <p id="oubli-email-error" className="field__error">{error}</p> : null}
      </div>
      {request.isSuccess ? <p className="alert alert--info" role="status">{fr.recovery.sent}</p> : null}
      {request.error ? <div className="alert alert--error" role="alert">{describeError(request.error).message}</div> : null}
      <button type="submit" className="btn btn--primary" disabled={!hydrated || request.isPending}>
        {request.isPending ? fr.auth.pending : fr.recovery.send}
      </button>
      <Link to={paths.signIn}>{fr.recovery.back}</Link>
    </form>
  );
}

function NewPassword({ token }: { token: string }) {
  const trpc = useTRPC();
  const hydrated = useHydrated();
  const afterAuth = useAfterAuth(paths.studio);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => emitSessionEvent('PASSWORD_RECOVERY'), []);
  // With a second factor, the new password leads to the code step before any session.
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions({ onSuccess: (result) => afterAuth(result, ['SIGNED_IN', 'USER_UPDATED']) }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget));
    if (data.password !== data.confirm) return setError(fr.recovery.mismatch);
    const parsed = ResetPasswordInput.safeParse({ token, password: data.password });
    setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (parsed.success) reset.mutate(parsed.data);
  };
  const server = reset.error ? describeError(reset.error) : null;
  return (
    <form className="card form" method="post" onSubmit={submit} noValidate aria-labelledby="titre-nouveau">
      <h1 id="titre-nouveau">{fr.recovery.newTitle}</h1>
      <p>{fr.recovery.newIntro}</p>
      <div className="field">
        <label htmlFor="nouveau-mdp">{fr.recovery.newPassword}</label>
        <input id="nouveau-mdp" name="password" type="password" autoComplete="new-password" aria-describedby="nouveau-mdp-hint" />
        <p id="nouveau-mdp-hint" className="field__hint">{fr.auth.passwordHint}</p>
      </div>
      <div className="field">
        <label htmlFor="confirmer-mdp">{fr.recovery.confirm}</label>
        <input id="confirmer-mdp" name="confirm" type="password" autoComplete="new-password" />
      </div>
      {error ? <p className="field__error" role="alert">{error}</p> : null}
      {server ? (
        <div className="alert alert--error" role="alert">
          <p>{server.message}</p>
          {server.details.length ? <ul>{server.details.map((d) => <li key={d}>{d}</li>)}</ul> : null}
        </div>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={!hydrated || reset.isPending}>
        {reset.isPending ? fr.auth.pending : fr.recovery.save}
      </button>
    </form>
  );
}
