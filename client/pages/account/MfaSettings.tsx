import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { paths } from '../../../shared/routes';
import { MfaCodeInput } from '../../../shared/schemas/auth';
import { SignOutButton } from '../../components/SignOutButton';
import { fr } from '../../i18n/fr';
import { copyText } from '../../lib/copy-text';
import { useInAppBrowser } from '../../lib/in-app-browser';
import { emitSessionEvent } from '../../lib/session';
import { ALONE, errorCode, useTRPC } from '../../lib/trpc';
import { SectionError } from '../../components/SectionError';
import { Skeleton } from '../../components/Skeleton';
import { frLoading } from '../../i18n/fr-loading';
import { Field, ServerError, validate, type FieldErrors } from '../auth/fields';

const t = fr.account.mfa;

/** The TOTP second factor: enrol with a QR code and a first code, see the recovery codes once, turn off with a code. */
export function MfaSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.auth.mfa.status.queryOptions(undefined, ALONE));
  const [codes, setCodes] = useState<string[] | null>(null);
  const changed = async () => {
    await queryClient.invalidateQueries();
    emitSessionEvent('USER_UPDATED');
  };

  return (
    <section className="card account__mfa" aria-labelledby="mfa-title" aria-busy={status.isPending}>
      <h2 id="mfa-title">{t.title}</h2>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : !status.data ? (
        status.error ? <SectionError error={status.error} onRetry={status.refetch} retrying={status.isFetching} /> : <Skeleton kind="lines" count={2} label={frLoading.mfa} />
      ) : status.data.enabled ? (
        <Manage codesLeft={status.data.recoveryCodesLeft} onCodes={setCodes} onChanged={changed} />
      ) : (
        <Enrol
          onEnabled={async (recoveryCodes) => {
            setCodes(recoveryCodes);
            await changed();
          }}
        />
      )}
    </section>
  );
}

function Enrol({ onEnabled }: { onEnabled: (codes: string[]) => Promise<void> }) {
  const trpc = useTRPC();
  const [errors, setErrors] = useState<FieldErrors>({});
  const start = useMutation(trpc.auth.mfa.startEnrolment.mutationOptions());
  const confirm = useMutation(trpc.auth.mfa.confirmEnrolment.mutationOptions({ onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes) }));

  if (!start.data) {
    return (
      <>
        <p>{t.off}</p>
        <ServerError error={start.error} />
        {errorCode(start.error) === 'REAUTH_REQUIRED' ? <ReauthButton /> : null}
        <button type="button" className="btn btn--primary" onClick={() => start.mutate()} disabled={start.isPending}>
          {start.isPending ? fr.auth.pending : t.enable}
        </button>
      </>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(MfaCodeInput, Object.fromEntries(new FormData(event.currentTarget)));
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) confirm.mutate(result.value);
  };
  const qr = `data:image/svg+xml;base64,${btoa(start.data.qrSvg)}`;
  return (
    <form className="form" onSubmit={submit} noValidate>
      <p>{t.scan}</p>
      <img className="mfa__qr" src={qr} alt={t.qrAlt} width={200} height={200} />
      <p className="muted">
        {t.manual} <code className="mfa__secret" data-testid="mfa-secret">{start.data.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
      </p>
      <Field name="code" label={t.code} autoComplete="one-time-code" inputMode="numeric" error={errors.code} idPrefix="mfa-enrol" />
      <ServerError error={confirm.error} />
      <div className="preview__actions">
        <button type="submit" className="btn btn--primary" disabled={confirm.isPending}>
          {confirm.isPending ? fr.auth.pending : t.confirm}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => start.reset()}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}

function Manage(props: { codesLeft: number; onCodes: (codes: string[]) => void; onChanged: () => Promise<void> }) {
  const trpc = useTRPC();
  const [errors, setErrors] = useState<FieldErrors>({});
  const disable = useMutation(trpc.auth.mfa.disable.mutationOptions({ onSuccess: props.onChanged }));
  const regenerate = useMutation(trpc.auth.mfa.regenerateRecoveryCodes.mutationOptions({ onSuccess: ({ recoveryCodes }) => props.onCodes(recoveryCodes) }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const action = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
    const result = validate(MfaCodeInput, Object.fromEntries(new FormData(event.currentTarget)));
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) return;
    if (action === 'regenerate') regenerate.mutate(result.value);
    else disable.mutate(result.value);
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="alert alert--info">{t.on}</p>
      <p>{t.codesLeft(props.codesLeft)}</p>
      <Field name="code" label={t.manageCode} autoComplete="one-time-code" error={errors.code} idPrefix="mfa-manage" />
      <ServerError error={disable.error ?? regenerate.error} />
      <div className="preview__actions">
        <button type="submit" name="action" value="disable" className="btn btn--ghost" disabled={disable.isPending}>
          {t.disable}
        </button>
        <button type="submit" name="action" value="regenerate" className="btn btn--ghost" disabled={regenerate.isPending}>
          {t.regenerate}
        </button>
      </div>
    </form>
  );
}

/**
 * Shown once: after « J’ai noté mes codes » they cannot be seen again, only replaced. In an in-app
 * browser a file cannot download (DECISIONS.md, Phones): there the codes are copied, and where the
 * clipboard is refused they stay on screen in a field to select by hand.
 */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const inApp = useInAppBrowser();
  const [copied, setCopied] = useState<boolean | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const text = `${t.fileHeader(fr.brand)}\n\n${codes.join('\n')}\n`;
  // The field appears only once a copy failed: select it then, for a long press and « Copier ».
  useEffect(() => {
    if (copied === false) field.current?.select();
  }, [copied]);
  return (
    <div className="form">
      <h3>{t.codesTitle}</h3>
      <p className="alert alert--warning" role="alert">{t.codesWarning}</p>
      <ul className="mfa__codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="preview__actions">
        <button type="button" className="btn btn--ghost" onClick={async () => setCopied(await copyText(text))}>
          {t.copy}
        </button>
        {inApp ? null : (
          <a className="btn btn--ghost" download="codes-de-secours-minialab.txt" href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}>
            {t.download}
          </a>
        )}
        <button type="button" className="btn btn--primary" onClick={onDone}>
          {t.done}
        </button>
      </div>
      {copied === true ? <p role="status" className="muted">{t.copied}</p> : null}
      {copied === false ? (
        <>
          <p role="status" className="alert alert--warning">{t.copyFailed}</p>
          <textarea ref={field} className="mfa__codes-text" readOnly rows={codes.length + 5} value={text} aria-label={t.codesText} />
        </>
      ) : null}
    </div>
  );
}

/** Sign out, then sign in again and come back here: the fresh session may turn the factor on. */
function ReauthButton() {
  return (
    <SignOutButton next={`${paths.signIn}?suivant=${encodeURIComponent(paths.account)}`} className="btn btn--ghost">
      {t.reauth}
    </SignOutButton>
  );
}
