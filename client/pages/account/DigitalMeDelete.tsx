import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogHead } from '../../components/DialogHead';
import { describeError } from '../../i18n/errors';
import { frDigitalMe as t } from '../../i18n/fr-digitalme';
import { useTRPC } from '../../lib/trpc';

/**
 * « Supprimer mon DigitalMe », confirmed in a dialog. The server erases rows, files and descriptors
 * in the call; the section then reads the state again and shows the empty start at once.
 */
export function DigitalMeDelete() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation(
    trpc.digitalMe.delete.mutationOptions({
      onSuccess: async () => {
        setOpen(false);
        await queryClient.invalidateQueries(trpc.digitalMe.pathFilter());
      },
    }),
  );
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (remove.isPending ? null : setOpen(next))}>
      <Dialog.Trigger asChild>
        <button type="button" className="btn btn--ghost digitalme__delete">{t.delete}</button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" aria-describedby="digitalme-delete-text">
          <DialogHead title={t.deleteTitle} closeLabel={t.close} />
          <div className="dialog__body">
            <p id="digitalme-delete-text">{t.deleteText}</p>
            {remove.error ? <p className="alert alert--error" role="alert">{describeError(remove.error).message}</p> : null}
            <div className="digitalme__actions">
              <button type="button" className="btn btn--danger" onClick={() => remove.mutate()} disabled={remove.isPending}>{t.deleteConfirm}</button>
              <Dialog.Close asChild>
                <button type="button" className="btn btn--ghost" disabled={remove.isPending}>{t.cancel}</button>
              </Dialog.Close>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
