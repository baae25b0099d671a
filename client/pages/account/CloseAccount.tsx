import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { paths } from '../../../shared/routes';
import { describeError } from '../../i18n/errors';
import { fr } from '../../i18n/fr';
import { frPrivacy } from '../../i18n/fr-privacy';
import { emitSessionEvent, useSession } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { formatDay } from '../../../shared/format';

const t = frPrivacy.close;

/** « Supprimer mon compte »: what goes and what stays, a paid period's warning, the password and the word. */
export function CloseAccount() {
  const trpc = useTRPC();
  const userId = useSession().data?.user?.id;
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const ids = { password: useId(), confirm: useId() };
  const info = useQuery({ ...trpc.privacy.closureInfo.queryOptions(), enabled: open });
  const close = useMutation(
    trpc.privacy.close.mutationOptions({
      // The session is gone with the account: its drafts leave this device and the other tabs, then
      // a full load of the sign-in page, which says it is done.
      onSuccess: () => {
        emitSessionEvent('SIGNED_OUT', userId ? { forget: userId } : {});
        window.location.assign(`${paths.signIn}?compte=supprime`);
      },
    }),
  );
  return (
    <div className="close-account" id="suppression">
      <h3>{t.title}</h3>
      {!open ? (
        <button type="button" className="btn btn--danger" onClick={() => setOpen(true)}>
          {t.open}
        </button>
      ) : (
        <form
          className="close-account__form"
          onSubmit={(e) => {
            e.preventDefault();
            close.mutate({ password: password || undefined, confirm });
          }}
        >
          <p>
            <strong>{t.intro}</strong>
          </p>
          {info.data ? (
            <>
              {info.data.paidUntil && info.data.planName ? (
                <p className="alert alert--warning" data-testid="close-paid">
                  {t.paid(info.data.planName, formatDay(new Date(info.data.paidUntil)))}
                </p>
              ) : null}
              {info.data.teamMembers > 0 ? (
                <p className="alert alert--warning" data-testid="close-team">
                  {t.team(info.data.teamMembers)}
                </p>
              ) : null}
              <ul>
                <li>{t.deleted(info.data.thumbnails, info.data.uploads, info.data.digitalMePhotos)}</li>
                <li>{t.kept(info.data.invoices)}</li>
                <li>{t.gift}</li>
              </ul>
              {info.data.hasPassword ? (
                <div className="field">
                  <label htmlFor={ids.password}>{t.password}</label>
                  <input id={ids.password} type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
                </div>
              ) : (
                <p className="muted">{t.google}</p>
              )}
              <div className="field">
                <label htmlFor={ids.confirm}>{t.confirm}</label>
                <input id={ids.confirm} type="text" autoComplete="off" required value={confirm} onChange={(e) => setConfirm(e.target.value)} />
              </div>
              {close.error ? (
                <div className="alert alert--error" role="alert">
                  {describeError(close.error).message}
                </div>
              ) : null}
              <div className="preview__actions">
                <button type="submit" className="btn btn--danger" disabled={close.isPending || confirm.trim().toUpperCase() !== 'SUPPRIMER'}>
                  {close.isPending ? t.submitting : t.submit}
                </button>
                <button type="button" className="btn btn--ghost" onClick={() => setOpen(false)}>
                  {t.cancel}
                </button>
              </div>
            </>
          ) : info.error ? (
            <div className="alert alert--error" role="alert">{describeError(info.error).message}</div>
          ) : (
            <p>{fr.loading}</p>
          )}
        </form>
      )}
    </div>
  );
}
