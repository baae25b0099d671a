import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/** A dialog's title bar: its title and the « × » close button, named for screen readers. */
export function DialogHead(props: { title: ReactNode; closeLabel: string }) {
  return (
    <div className="dialog__head">
      <Dialog.Title>{props.title}</Dialog.Title>
      <Dialog.Close asChild>
        <button type="button" className="dialog__close" aria-label={props.closeLabel}>
          <span aria-hidden="true">×</span>
        </button>
      </Dialog.Close>
    </div>
  );
}
