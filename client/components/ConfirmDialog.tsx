import * as Dialog from '@radix-ui/react-dialog';
import { useId, type ReactNode } from 'react';
import { fr } from '../i18n/fr';
import { DialogHead } from './DialogHead';

/**
 * Asks before an action that cannot be taken back, in our own dialog: in WhatsApp's, Instagram's or
 * Facebook's in-app browser `window.confirm` often answers « no » without showing anything, and the
 * button seems dead. The dialog stays open while the action runs (Escape and the overlay wait too),
 * shows its error in place, and the caller closes it once the action succeeded.
 */
export function ConfirmDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What will happen, and what stays. */
  children: ReactNode;
  /** The action's own words (« Résilier », « Retirer Awa »): never a bare « OK ». */
  confirm: string;
  onConfirm: () => void;
  pending?: boolean;
  /** What the action's button says while it runs (« Suppression… »); « Un instant… » otherwise. */
  pendingLabel?: string;
  error?: string | null;
  /** The way out, when « Annuler » would read ambiguously next to the action. */
  cancel?: string;
}) {
  const textId = useId();
  const t = fr.confirmDialog;
  return (
    <Dialog.Root open={props.open} onOpenChange={(next) => (props.pending ? undefined : props.onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--confirm" aria-describedby={textId}>
          <DialogHead title={props.title} closeLabel={t.close} />
          <div className="dialog__body">
            <div id={textId} className="dialog__text">{props.children}</div>
            {props.error ? <p className="alert alert--error" role="alert">{props.error}</p> : null}
            <div className="dialog__actions">
              <Dialog.Close asChild>
                <button type="button" className="btn btn--ghost" disabled={props.pending}>{props.cancel ?? t.cancel}</button>
              </Dialog.Close>
              <button type="button" className="btn btn--danger" onClick={props.onConfirm} disabled={props.pending} aria-busy={props.pending || undefined}>
                {props.pending ? (props.pendingLabel ?? t.pending) : props.confirm}
              </button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
