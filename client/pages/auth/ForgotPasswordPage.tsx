import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RequestCodeInput, ResetPasswordInput } from '../../../shared/schemas/auth';
import { paths } from '../../../shared/routes';
import { fr } from '../../i18n/fr';
import { useAfterAuth } from '../../lib/auth-flow';
import { emitSessionEvent } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { useHydrated } from '../../lib/use-hydrated';
import { Field, ServerError, validate, type FieldErrors } from './fields';

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
  const [errors, setErrors] = useState<FieldErrors>({});
  const request = useMutation(trpc.auth.requestPasswordReset.mutationOptions());
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(RequestCodeInput, Object.fromEntries(new FormData(event.currentTarget)));
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) request.mutate(result.value);
  };
  return (
    <form className="card form" method="post" onSubmit={submit} noValidate aria-labelledby="titre-oubli">
      <h1 id="titre-oubli">{fr.recovery.title}</h1>
      <p>{fr.recovery.intro}</p>
      <Field name="email" type="email" label={fr.auth.email} autoComplete="email" error={errors.email} idPrefix="oubli" />
      {request.isSuccess ? <p className="alert alert--info" role="status">{fr.recovery.sent}</p> : null}
      <ServerError error={request.error} />
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
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => emitSessionEvent('PASSWORD_RECOVERY'), []);
  // With a second factor, the new password leads to the code step before any session.
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions({ onSuccess: (result) => afterAuth(result, ['SIGNED_IN', 'USER_UPDATED']) }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget));
    if (data.password !== data.confirm) return setErrors({ confirm: fr.recovery.mismatch });
    const result = validate(ResetPasswordInput, { token, password: data.password });
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) reset.mutate(result.value);
  };
  return (
    <form className="card form" method="post" onSubmit={submit} noValidate aria-labelledby="titre-nouveau">
      <h1 id="titre-nouveau">{fr.recovery.newTitle}</h1>
      <p>{fr.recovery.newIntro}</p>
      <Field name="password" type="password" label={fr.recovery.newPassword} autoComplete="new-password" hint={fr.auth.passwordHint} error={errors.password ?? errors.token} idPrefix="nouveau" />
      <Field name="confirm" type="password" label={fr.recovery.confirm} autoComplete="new-password" error={errors.confirm} idPrefix="nouveau" />
      <ServerError error={reset.error} />
      <button type="submit" className="btn btn--primary" disabled={!hydrated || reset.isPending}>
        {reset.isPending ? fr.auth.pending : fr.recovery.save}
      </button>
    </form>
  );
}
