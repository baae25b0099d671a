import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RequestCodeInput, SignInInput, SignInWithCodeInput, SignUpInput, VerifyMfaInput } from '../../../shared/schemas/auth';
import { paths } from '../../../shared/routes';
import { fr } from '../../i18n/fr';
import { afterVerify, safeNext, useAfterAuth } from '../../lib/auth-flow';
import { useSiteInfo } from '../../lib/site';
import { errorCode, useTRPC } from '../../lib/trpc';
import { useHydrated } from '../../lib/use-hydrated';
import { describeError } from '../../i18n/errors';
import { Field, ServerError, validate, type FieldErrors } from './fields';

export default function SignInPage() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('suivant'));
  if (params.get('etape') === 'mfa') {
    return (
      <section className="page auth auth--narrow">
        <MfaStep next={next} />
      </section>
    );
  }
  const providerError = fr.auth.providerErrors[params.get('erreur') ?? ''];
  return (
    <section className="page auth">
      <p className="lead">{fr.auth.intro}</p>
      {providerError ? (
        <div className="alert alert--error" role="alert">
          {providerError}
        </div>
      ) : null}
      {params.get('compte') === 'supprime' ? (
        <p className="alert alert--success" role="status" data-testid="account-closed">
          {fr.auth.accountClosed}
        </p>
      ) : null}
      <div className="auth__forms">
        <SignInForms next={next} />
        <SignUpForm next={next} />
      </div>
    </section>
  );
}

function SignInForms({ next }: { next: string }) {
  const trpc = useTRPC();
  const hydrated = useHydrated();
  const afterAuth = useAfterAuth(next);
  const site = useSiteInfo();
  const [mode, setMode] = useState<'password' | 'code'>('password');
  // The address the code goes to at once, when the password was not checked (too many attempts on the account).
  const [sendCodeTo, setSendCodeTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const signIn = useMutation(trpc.auth.signIn.mutationOptions({ onSuccess: (result) => afterAuth(result) }));

  const google = site?.googleSignIn ? (
    <>
      <a className="btn btn--google" href={`/auth/google?suivant=${encodeURIComponent(next)}`}>
        <GoogleMark /> {fr.auth.google}
      </a>
      <p className="auth__or" aria-hidden="true">{fr.auth.or}</p>
    </>
  ) : null;

  if (mode === 'code') {
    const back = () => {
      setSendCodeTo(null);
      setMode('password');
    };
    return <CodeSignIn next={next} google={google} sendTo={sendCodeTo} onBack={back} />;
  }
  const codeOffered = errorCode(signIn.error) === 'PASSWORD_TURNS_FULL';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(SignInInput, Object.fromEntries(new FormData(event.currentTarget)));
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) signIn.mutate(result.value);
  };
  return (
    <form className="card form" method="post" onSubmit={submit} noValidate aria-labelledby="titre-connexion">
      <h1 id="titre-connexion">{fr.auth.signInTitle}</h1>
      {google}
      <Field name="email" type="email" label={fr.auth.email} autoComplete="email" error={errors.email} idPrefix="in" />
      <Field name="password" type="password" label={fr.auth.password} autoComplete="current-password" error={errors.password} idPrefix="in" />
      <SignInRefusal
        error={signIn.error}
        onUseCode={() => {
          setSendCodeTo(signIn.variables?.email ?? null);
          setMode('code');
        }}
      />
      <button type="submit" className="btn btn--primary" disabled={!hydrated || signIn.isPending}>
        {signIn.isPending ? fr.auth.pending : fr.auth.submitSignIn}
      </button>
      {codeOffered ? null : (
        <button type="button" className="btn btn--ghost" onClick={() => setMode('code')} disabled={!hydrated}>
          {fr.auth.useCode}
        </button>
      )}
      <Link to={paths.forgotPassword}>{fr.auth.forgot}</Link>
    </form>
  );
}

/**
 * A refused password sign-in, in French. When the account gets too many attempts the password was
 * not checked: the way in offered is an e-mailed code (then the second factor, when it is on).
 */
export function SignInRefusal(props: { error: unknown; onUseCode: () => void }) {
  if (errorCode(props.error) !== 'PASSWORD_TURNS_FULL') return <ServerError error={props.error} />;
  return (
    <div className="alert alert--error" role="alert">
      <p>{describeError(props.error).message}</p>
      <button type="button" className="btn btn--primary" onClick={props.onUseCode}>
        {fr.auth.useCode}
      </button>
    </div>
  );
}

/** Sign-up ends with « check your mailbox » whatever the address: the link activates the account. */
function SignUpForm({ next }: { next: string }) {
  const trpc = useTRPC();
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const signUp = useMutation(trpc.auth.signUp.mutationOptions());

  if (signUp.isSuccess && sentTo) {
    return (
      <div className="card form" role="status" aria-labelledby="titre-verifier">
        <h2 id="titre-verifier">{fr.auth.checkMailTitle}</h2>
        <p>{fr.auth.checkMail(sentTo)}</p>
        <p className="muted">{fr.auth.checkMailHint}</p>
        <button type="button" className="btn btn--ghost" onClick={() => signUp.reset()}>
          {fr.auth.otherAddress}
        </button>
      </div>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(SignUpInput, Object.fromEntries(new FormData(event.currentTarget)));
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) {
      setSentTo(result.value.email);
      afterVerify.remember(next);
      signUp.mutate(result.value);
    }
  };
  return (
    <form className="card form" method="post" onSubmit={submit} noValidate aria-labelledby="titre-inscription">
      <h2 id="titre-inscription">{fr.auth.signUpTitle}</h2>
      <p className="gift">{fr.auth.gift}</p>
      <Field name="name" label={fr.auth.name} autoComplete="name" error={errors.name} idPrefix="up" />
      <Field name="email" type="email" label={fr.auth.email} autoComplete="email" error={errors.email} idPrefix="up" />
      <Field name="password" type="password" label={fr.auth.password} autoComplete="new-password" hint={fr.auth.passwordHint} error={errors.password} idPrefix="up" />
      <ServerError error={signUp.error} />
      <button type="submit" className="btn btn--primary" disabled={!hydrated || signUp.isPending}>
        {signUp.isPending ? fr.auth.pending : fr.auth.submitSignUp}
      </button>
    </form>
  );
}

/** Sign-in by a 6-digit code sent by e-mail: ask for the code (at once for `sendTo`), then type it. */
function CodeSignIn(props: { next: string; google: ReactNode; sendTo?: string | null; onBack: () => void }) {
  const trpc = useTRPC();
  const afterAuth = useAfterAuth(props.next);
  const [email, setEmail] = useState(props.sendTo ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const request = useMutation(trpc.auth.requestCode.mutationOptions());
  // Once, even when React runs the effect twice (StrictMode): one click, one e-mail.
  const asked = useRef(false);
  const { sendTo } = props;
  const { mutate: requestCode } = request;
  useEffect(() => {
    if (!sendTo || asked.current) return;
    asked.current = true;
    requestCode({ email: sendTo });
  }, [sendTo, requestCode]);
  const verify = useMutation(trpc.auth.signInWithCode.mutationOptions({ onSuccess: (result) => afterAuth(result) }));
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
      {props.google}
      <Field name="email" type="email" label={fr.auth.email} autoComplete="email" defaultValue={email} error={errors.email} idPrefix="code" />
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

/** The second factor, after any first one: a code from the authenticator app, or a recovery code. */
function MfaStep({ next }: { next: string }) {
  const trpc = useTRPC();
  const hydrated = useHydrated();
  const afterAuth = useAfterAuth(next);
  const [recovery, setRecovery] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const verify = useMutation(trpc.auth.verifyMfa.mutationOptions({ onSuccess: (result) => afterAuth(result, ['MFA_VERIFIED', 'SIGNED_IN']) }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(VerifyMfaInput, Object.fromEntries(new FormData(event.currentTarget)));
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) verify.mutate(result.value);
  };
  return (
    <form className="card form" method="post" onSubmit={submit} noValidate aria-labelledby="titre-mfa">
      <h1 id="titre-mfa">{fr.auth.mfaTitle}</h1>
      <p>{recovery ? fr.auth.mfaRecoveryIntro : fr.auth.mfaIntro}</p>
      <Field
        key={recovery ? 'recovery' : 'app'}
        name="code"
        label={recovery ? fr.auth.mfaRecoveryCode : fr.auth.mfaCode}
        autoComplete="one-time-code"
        inputMode={recovery ? undefined : 'numeric'}
        error={errors.code}
        idPrefix="mfa"
        autoFocus
      />
      <ServerError error={verify.error} />
      <button type="submit" className="btn btn--primary" disabled={!hydrated || verify.isPending}>
        {verify.isPending ? fr.auth.pending : fr.auth.mfaSubmit}
      </button>
      <button type="button" className="btn btn--ghost" onClick={() => setRecovery(!recovery)} disabled={!hydrated}>
        {recovery ? fr.auth.mfaUseApp : fr.auth.mfaUseRecovery}
      </button>
      <Link to={`${paths.signIn}?suivant=${encodeURIComponent(next)}`}>{fr.auth.restart}</Link>
    </form>
  );
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path fill="#FFC107" d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z" />
      <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}
