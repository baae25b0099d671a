import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { CREDIT_COSTS } from '../../shared/credits';
import { paths } from '../../shared/routes';
import { EDIT_PARAM, MINIATURE_PARAM } from '../../shared/schemas/history';
import { describeError } from '../i18n/errors';
import { frSignOut as t } from '../i18n/fr-sign-out';
import { editorDraftsOf, localStore, type EditorDraftRef } from '../lib/device-drafts';
import { emitSessionEvent, useSession } from '../lib/session';
import { useTRPC } from '../lib/trpc';
import { DialogHead } from './DialogHead';

/**
 * A sign-out: the phone may pass to someone else next. Every tab drops its cached answers and this
 * person's drafts (client/lib/session.ts); then the page goes to `next`. Unsaved editor edits on this
 * device are announced first: « Supprimer et se déconnecter » deletes them with the rest; « Enregistrer »
 * brings the user back to the editor, where saving shows its 5-credit price and its result, rather
 * than spending credits from this dialog on edits the user cannot see.
 */
export function SignOutButton(props: { next: string; className?: string; children: ReactNode }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const userId = useSession().data?.user?.id ?? null;
  const [drafts, setDrafts] = useState<EditorDraftRef[]>([]);
  // Sent back to the editor: the focus goes to its save button, not back to « Se déconnecter ».
  const toEditor = useRef(false);
  const signOut = useMutation(
    trpc.auth.signOut.mutationOptions({
      onSuccess: async () => {
        // Forgotten and cleared before the page moves: nothing of this person waits for the next one.
        emitSessionEvent('SIGNED_OUT', userId ? { forget: userId } : {});
        await navigate(props.next);
      },
    }),
  );
  const start = () => {
    const found = userId ? editorDraftsOf(localStore(), userId) : [];
    if (found.length > 0) setDrafts(found);
    else signOut.mutate();
  };
  const backToEditor = () => {
    const last = drafts[0];
    toEditor.current = true;
    setDrafts([]);
    if (last) void navigate(`${paths.studio}?${MINIATURE_PARAM}=${encodeURIComponent(last.thumbnailId)}&${EDIT_PARAM}=1`);
  };
  const thumbnails = new Set(drafts.map((d) => d.thumbnailId)).size;

  return (
    <>
      <button type="button" className={props.className} onClick={start} disabled={signOut.isPending}>
        {props.children}
      </button>
      <Dialog.Root open={drafts.length > 0} onOpenChange={(open) => (open || signOut.isPending ? null : setDrafts([]))}>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog" aria-describedby="sign-out-text" onCloseAutoFocus={(e) => {
              if (toEditor.current) e.preventDefault();
              toEditor.current = false;
            }}>
            <DialogHead title={t.title} closeLabel={t.close} />
            <div className="dialog__body">
              <p id="sign-out-text">{t.text(thumbnails)}</p>
              <p className="muted">{t.saveHint(CREDIT_COSTS.modification)}</p>
              {signOut.error ? (
                <p className="alert alert--error" role="alert">
                  {describeError(signOut.error).message}
                </p>
              ) : null}
              <div className="sign-out__actions">
                <button type="button" className="btn btn--primary" onClick={backToEditor} disabled={signOut.isPending}>
                  {t.save}
                </button>
                <button type="button" className="btn btn--danger" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
                  {signOut.isPending ? t.signingOut : t.discard}
                </button>
              </div>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
