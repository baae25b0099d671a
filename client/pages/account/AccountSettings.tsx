import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { SessionState } from '../../../shared/schemas/auth';
import { FileDrop } from '../../components/FileDrop';
import { describeError } from '../../i18n/errors';
import { frAccount as t } from '../../i18n/fr-account';
import { useSearchParams } from 'react-router';
import { useSiteInfo } from '../../lib/site';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { sendPicture } from '../../lib/upload';
import { ServerError } from '../auth/fields';

type User = NonNullable<SessionState>['user'];

/** « Mon compte »: the name, the address (changed through a link mailed to the new one), the password (changed, or added to a Google account). */
export function AccountSettings({ user, hasPassword, googleLinked }: { user: User; hasPassword: boolean | undefined; googleLinked: boolean | undefined }) {
  return (
    <div className="card account-settings">
      <h2>{t.title}</h2>
      <ProfilePhoto avatarUrl={user.avatarUrl} name={user.name} />
      <NameForm name={user.name} />
      {hasPassword === undefined ? (
        <dl className="facts">
          <dt>{t.email}</dt>
          <dd>{user.email}</dd>
        </dl>
      ) : (
        <EmailForm email={user.email} hasPassword={hasPassword} />
      )}
      {hasPassword === undefined || googleLinked === undefined ? null : <GoogleLink linked={googleLinked} hasPassword={hasPassword} />}
      {hasPassword === undefined ? null : <PasswordForm hasPassword={hasPassword} />}
    </div>
  );
}

/**
 * The profile photo: picked, dropped or pasted, sent through the product's upload path (checked by its bytes on the server, cut
 * to a square), shown in the header and here; « Retirer la photo » leaves none (Google's included).
 */
function ProfilePhoto({ avatarUrl, name }: { avatarUrl: string | null; name: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const ids = { title: useId() };
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trpc.auth.pathKey() });
  const upload = useMutation({ mutationFn: (file: File) => sendPicture(file, (ready) => client.account.uploadAvatar.mutate(ready)), onSuccess: refresh });
  const remove = useMutation(trpc.account.removeAvatar.mutationOptions({ onSuccess: refresh }));
  const busy = upload.isPending || remove.isPending;
  const last = upload.submittedAt >= remove.submittedAt ? upload : remove;
  return (
    <div className="account-settings__photo" role="group" aria-labelledby={ids.title}>
      <h3 id={ids.title} className="visually-hidden">{t.photo.title}</h3>
      {avatarUrl ? (
        <img className="account__avatar" src={avatarUrl} alt={t.photo.alt} width={56} height={56} referrerPolicy="no-referrer" data-testid="account-avatar" />
      ) : (
        <span className="account__avatar account__avatar--empty" aria-hidden="true">{[...name][0]?.toUpperCase()}</span>
      )}
      <div className="account-settings__photo-actions">
        <FileDrop
          label={upload.isPending ? t.photo.sending : avatarUrl ? t.photo.change : t.photo.add}
          accept="image/jpeg,image/png,image/webp"
          disabled={busy}
          testId="avatar-file"
          onFiles={([file]) => file && upload.mutate(file)}
        />
        {avatarUrl ? (
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => remove.mutate()}>
            {t.photo.remove}
          </button>
        ) : null}
        <p className="muted">{t.photo.hint}</p>
        <ServerError error={last.error} />
        {last.isSuccess ? <p className="alert alert--success" role="status">{last === upload ? t.photo.saved : t.photo.removed}</p> : null}
      </div>
    </div>
  );
}

function NameForm({ name }: { name: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const [value, setValue] = useState(name);
  // A new name from elsewhere (another tab, another device: the « user updated » event) replaces the field's.
  const [shown, setShown] = useState(name);
  if (name !== shown) {
    setShown(name);
    setValue(name);
  }
  const rename = useMutation(trpc.account.rename.mutationOptions({ onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.auth.pathKey() }) }));
  const error = rename.error ? describeError(rename.error) : null;
  return (
    <form
      className="account-settings__form"
      onSubmit={(e) => {
        e.preventDefault();
        rename.mutate({ name: value });
      }}
    >
      <div className="field">
        <label htmlFor={id}>{t.name}</label>
        <input id={id} name="name" autoComplete="name" maxLength={80} required value={value} onChange={(e) => setValue(e.target.value)} />
      </div>
      {error ? (
        <div className="alert alert--error" role="alert">
          {[error.message, ...error.details].join(' ')}
        </div>
      ) : null}
      {rename.isSuccess && !rename.isPending && value.trim() === rename.data.name ? <p className="alert alert--success" role="status">{t.nameSaved}</p> : null}
      <button type="submit" className="btn btn--ghost" disabled={rename.isPending || value.trim() === name}>
        {t.saveName}
      </button>
    </form>
  );
}

/**
 * A new address: the link goes to it, and the address changes only when that link is confirmed
 * (/confirmer-email). The current password is asked, or a recent sign-in for a Google account.
 */
function EmailForm({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const trpc = useTRPC();
  const ids = { title: useId(), next: useId(), current: useId() };
  const [next, setNext] = useState('');
  const [current, setCurrent] = useState('');
  const request = useMutation(trpc.account.requestEmailChange.mutationOptions({ onSuccess: () => setCurrent('') }));
  return (
    <form
      className="account-settings__form"
      aria-labelledby={ids.title}
      onSubmit={(e) => {
        e.preventDefault();
        request.mutate({ email: next, current: hasPassword ? current : undefined });
      }}
    >
      <h3 id={ids.title}>{t.emailChange.title}</h3>
      <dl className="facts">
        <dt>{t.emailChange.current}</dt>
        <dd data-testid="account-email">{email}</dd>
      </dl>
      {!hasPassword ? <p className="muted">{t.emailChange.googleLead}</p> : null}
      <div className="field">
        <label htmlFor={ids.next}>{t.emailChange.next}</label>
        <input id={ids.next} type="email" autoComplete="email" required maxLength={254} value={next} onChange={(e) => setNext(e.target.value)} />
      </div>
      {hasPassword ? (
        <div className="field">
          <label htmlFor={ids.current}>{t.emailChange.password}</label>
          <input id={ids.current} type="password" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} />
        </div>
      ) : null}
      <ServerError error={request.error} />
      {request.data && !request.isPending ? <p className="alert alert--success" role="status">{t.emailChange.sent(request.data.sentTo, request.data.hours)}</p> : null}
      <button type="submit" className="btn btn--ghost" disabled={request.isPending}>
        {request.isPending ? t.emailChange.sending : t.emailChange.submit}
      </button>
    </form>
  );
}

/**
 * Google as a way to sign in: linked through Google's own page (the password asked first, the ticket
 * good for this browser only), unlinked while a password remains. The Google page sends the person
 * back to /espace?google=<code>#compte, told here.
 */
function GoogleLink({ linked, hasPassword }: { linked: boolean; hasPassword: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const site = useSiteInfo();
  const ids = { title: useId(), current: useId() };
  const [params] = useSearchParams();
  const result = params.get('google');
  const [current, setCurrent] = useState('');
  const start = useMutation(trpc.auth.startGoogleLink.mutationOptions({ onSuccess: ({ url }) => window.location.assign(url) }));
  const unlink = useMutation(trpc.auth.unlinkGoogle.mutationOptions({ onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.auth.pathKey() }) }));
  const told = result && !start.data && !unlink.data ? (t.google.results[result] ?? null) : null;
  // Nothing to show nor do where Google sign-in is not offered and no Google account is linked.
  if (!linked && !site?.googleSignIn && !told && !unlink.data) return null;
  return (
    <form
      className="account-settings__form"
      aria-labelledby={ids.title}
      data-testid="google-link"
      onSubmit={(e) => {
        e.preventDefault();
        start.mutate({ current: hasPassword ? current : undefined });
      }}
    >
      <h3 id={ids.title}>{t.google.title}</h3>
      {told ? (
        <p className={result === 'lie' ? 'alert alert--success' : 'alert alert--error'} role={result === 'lie' ? 'status' : 'alert'}>
          {told}
        </p>
      ) : null}
      {unlink.data ? <p className="alert alert--success" role="status">{t.google.unlinked}</p> : null}
      <p>{linked ? t.google.linked : t.google.notLinked}</p>
      {linked ? (
        <>
          {!hasPassword ? <p className="muted">{t.google.unlinkNeedsPassword}</p> : null}
          <ServerError error={unlink.error} />
          <button type="button" className="btn btn--ghost" disabled={!hasPassword || unlink.isPending} onClick={() => unlink.mutate()}>
            {unlink.isPending ? t.google.unlinking : t.google.unlink}
          </button>
        </>
      ) : site?.googleSignIn ? (
        <>
          <p className="muted">{t.google.linkLead}</p>
          {hasPassword ? (
            <div className="field">
              <label htmlFor={ids.current}>{t.google.password}</label>
              <input id={ids.current} type="password" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} />
            </div>
          ) : null}
          <ServerError error={start.error} />
          <button type="submit" className="btn btn--ghost" disabled={start.isPending || start.isSuccess}>
            {start.isPending || start.isSuccess ? t.google.linking : t.google.link}
          </button>
        </>
      ) : (
        <p className="muted">{t.google.unavailable}</p>
      )}
    </form>
  );
}

function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const ids = { current: useId(), next: useId(), hint: useId() };
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [endOthers, setEndOthers] = useState(false);
  const change = useMutation(
    trpc.account.changePassword.mutationOptions({
      onSuccess: () => {
        setCurrent('');
        setNext('');
        void queryClient.invalidateQueries({ queryKey: trpc.auth.pathKey() });
      },
    }),
  );
  const error = change.error ? describeError(change.error) : null;
  return (
    <form
      className="account-settings__form"
      aria-labelledby={`${ids.current}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        change.mutate({ current: hasPassword ? current : undefined, next, endOthers });
      }}
    >
      <h3 id={`${ids.current}-title`}>{hasPassword ? t.password.title : t.password.titleAdd}</h3>
      {!hasPassword ? <p className="muted">{t.password.addLead}</p> : null}
      {hasPassword ? (
        <div className="field">
          <label htmlFor={ids.current}>{t.password.current}</label>
          <input id={ids.current} type="password" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} />
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={ids.next}>{t.password.next}</label>
        <input id={ids.next} type="password" autoComplete="new-password" required minLength={8} aria-describedby={ids.hint} value={next} onChange={(e) => setNext(e.target.value)} />
        <p id={ids.hint} className="muted">
          {t.password.hint}
        </p>
      </div>
      <label className="check">
        <input type="checkbox" checked={endOthers} onChange={(e) => setEndOthers(e.target.checked)} /> {t.password.endOthers}
      </label>
      {error ? (
        <div className="alert alert--error" role="alert">
          <p>{error.message}</p>
          {error.details.length > 0 ? (
            <ul>
              {error.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {change.data ? <p className="alert alert--success" role="status">{change.data.added ? t.password.added : t.password.changed(change.data.ended)}</p> : null}
      <button type="submit" className="btn btn--primary" disabled={change.isPending}>
        {change.isPending ? t.password.saving : hasPassword ? t.password.submit : t.password.submitAdd}
      </button>
    </form>
  );
}
