import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { RequestCodeInput, SignInInput, SignInWithCodeInput, SignUpInput } from '../../../shared/schemas/auth';
import { paths } from '../../../shared/routes';
import { describeError } from '../../i18n/errors';
import { fr } from '../../i18n/fr';
import { emitSessionEvent } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { useHydrated } from '../../lib/use-hydrated';

type FieldErrors = Record<string, string | undefined>;

function validate<S extends z.ZodType>(schema: S, data: unknown): { ok: true; value: z.infer<S> } | { ok: false; errors: FieldErrors } {
  const parsed = schema.safeParse(data);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors };
}

/** Only our own pages are valid destinations after sign-in (no open redirect). */
export function safeNext(value: string | null): string {
  if (!value) return paths.studio;
  try {
    const url = new URL(value, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : paths.studio;
  } catch {
    return paths.studio;
  }
}

export default function SignInPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  // The form is in the server's HTML: until the page is live, submitting would post it nowhere useful.
  const hydrated = useHydrated();
  const [signInErrors, setSignInErrors] = useState<FieldErrors>({});
  const [signUpErrors, setSignUpErrors] = useState<FieldErrors>({});

  const onSession = async () => {
    await queryClient.invalidateQueries();
    emitSessionEvent('SIGNED_IN');
    await navigate(next);
  };
  const signIn = useMutation(trpc.auth.signIn.mutationOptions({ onSuccess: onSession }));
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const signUp = useMutation(trpc.auth.signUp.mutationOptions({ onSuccess: onSession }));

  const submit = (kind: 'in' | 'up') => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget));
    if (kind === 'in') {
      const result = validate(SignInInput, data);
      setSignInErrors(result.ok ? {} : result.errors);
      if (result.ok) signIn.mutate(result.value);
    } else {
      const result = validate(SignUpInput, data);
      setSignUpErrors(result.ok ? {} : result.errors);
      if (result.ok) signUp.mutate(result.value);
    }
  };

  return (
    <section className="page auth">
      <p className="lead">{fr.auth.intro}</p>
      <div className="auth__forms">
        {mode === 'password' ? (
        <form className="card form" method="post" onSubmit={submit('in')} noValidate aria-labelledby="titre-connexion">
          <h1 id="titre-connexion">{fr.auth.signInTitle}</h1>
          <Field name="email" type="email" label={fr.auth.email} autoComplete="email" error={signInErrors.email} idPrefix="in" />
          <Field name="password" type="password" label={fr.auth.password} autoComplete="current-password" error={signInErrors.password} idPrefix="in" />
          <ServerError error={signIn.error} />
          <button type="submit" className="btn btn--primary" disabled={!hydrated || signIn.isPending}>
            {signIn.isPending ? fr.auth.pending : fr.auth.submitSignIn}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setMode('code')} disabled={!hydrated}>
            {fr.auth.useCode}
          </button>
          <Link to={paths.forgotPassword}>{fr.auth.forgot}</Link>
        </form>
        ) : (
          <CodeSignIn onSession={onSession} onBack={() => setMode('password')} />
        )}
        <form className="card form" method="post" onSubmit={submit('up')} noValidate aria-labelledby="titre-inscription">
          <h2 id="titre-inscription">{fr.auth.signUpTitle}</h2>
          <p className="gift">{fr.auth.gift}</p>
          <Field name="name" label={fr.auth.name} autoComplete="name" error={signUpErrors.name} idPrefix="up" />
          <Field name="email" type="email" label={fr.auth.email} autoComplete="email" error={signUpErrors.email} idPrefix="up" />
          <Field name="password" type="password" label={fr.auth.password} autoComplete="new-password" hint={fr.auth.passwordHint} error={signUpErrors.password} idPrefix="up" />
          <ServerError error={signUp.error} />
          <button type="submit" className="btn btn--primary" disabled={!hydrated || signUp.isPending}>
            {signUp.isPending ? fr.auth.pending : fr.auth.submitSignUp}
          </button>
        </form>
      </div>
    </section>
  );
}

function Field(props: { name: string; label: string; type?: string; autoComplete?: string; inputMode?: 'numeric' | 'email'; hint?: string; error?: string; idPrefix: string }) {
  const id = `${props.idPrefix}-${props.name}`;
  const describedBy = [props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input id={id} name={props.name} type={props.type ?? 'text'} autoComplete={props.autoComplete} inputMode={props.inputMode} aria-invalid={Boolean(props.error)} aria-describedby={describedBy} />
      {props.hint ? <p id={`${id}-hint`} className="field__hint">{props.hint}</p> : null}
      {props.error ? <p id={`${id}-error`} className="field__error">{props.error}</p> : null}
    </div>
  );
}

function ServerError({ error }: { error: unknown }) {
  if (!error) return null;
  const { message, details } = describeError(error);
  return (
    <div className="alert alert--error" role="alert">
      <p>{message}</p>
      {details.length ? <ul>{details.map((d) => <li key={d}>{d}</li>)}</ul> : null}
    </div>
  );
}

/** Sign-in by a 6-digit code sent by e-mail: ask for the code, then type it. */
function CodeSignIn(props: { onSession: () => Promise<void>; onBack: () => void }) {
  const trpc = useTRPC();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const request = useMutation(trpc.auth.requestCode.mutationOptions());
  const verify = useMutation(trpc.auth.signInWithCode.mutationOptions({ onSuccess: props.onSession }));
  const sent = request.isSuccess;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget));
    if (!sent) {
      const result = validate(RequestCodeInput, data);
      setErrors(result.ok ? {} : result.errors);
      if (result.ok) {
        setEmail(result.value.email);
        request.mutate(result.value);
      }
    } else {
      const result = validate(SignInWithCodeInput, { email: data.email ?? email, code: data.code });
      setErrors(result.ok ? {} : result.errors);
      if (result.ok) verify.mutate(result.value);
    }
  };

  return (
    <form className="card form" method="post" onSubmit={submit} noValidate aria-labelledby="titre-code">
      <h1 id="titre-code">{fr.auth.signInTitle}</h1>
      <Field name="email" type="email" label={fr.auth.email} autoComplete="email" error={errors.email} idPrefix="code" />
      {sent ? (
        <>
          <p className="alert alert--info" role="status">{fr.auth.codeSent}</p>
          <Field name="code" label={fr.auth.code} autoComplete="one-time-code" inputMode="numeric" hint={fr.auth.codeHint} error={errors.code} idPrefix="code" />
        </>
      ) : null}
      <ServerError error={request.error ?? verify.error} />
      <button type="submit" className="btn btn--primary" disabled={request.isPending || verify.isPending}>
        {request.isPending || verify.isPending ? fr.auth.pending : sent ? fr.auth.submitCode : fr.auth.sendCode}
      </button>
      <button type="button" className="btn btn--ghost" onClick={props.onBack}>
        {fr.auth.usePassword}
      </button>
    </form>
  );
}
