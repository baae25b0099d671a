import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { describeError } from '../i18n/errors';
import { fr } from '../i18n/fr';
import { copyText } from '../lib/copy-text';
import { useTRPC } from '../lib/trpc';
import { DialogHead } from './DialogHead';
import { DownloadWhereItWorks, ShareButton } from './InAppShare';

interface PrivateFileProps {
  /** The private address of the file, as a download (it needs the session cookie). */
  href: string;
  /** The file the server signs a link for when it must open without the session. */
  file: { kind: 'invoice' | 'dataExport'; id: string };
  /** The file's name and type, as the server sends it: the shared file carries them. */
  fileName: string;
  type: string;
  /** The share's title. */
  title: string;
  className?: string;
  ariaLabel?: string;
  children: ReactNode;
}

/**
 * « Télécharger » a private document (an invoice PDF, the « mes données » ZIP). In a real browser the
 * plain `<a download>`, which works. In an in-app browser (WhatsApp, Instagram, Facebook:
 * client/lib/in-app-browser.ts), where a download cannot start by itself: the file goes to the phone's
 * share sheet when the browser can share its type; otherwise the page goes to a signed address, valid
 * a few minutes, that opens without our session cookie (the app's or the phone's download manager,
 * or Chrome, fetches it without ours), and our dialog offers that address to copy if nothing starts.
 */
export function PrivateFileLink(props: PrivateFileProps) {
  return (
    <DownloadWhereItWorks href={props.href} download className={props.className} ariaLabel={props.ariaLabel} inApp={() => <InAppFile {...props} />}>
      {props.children}
    </DownloadWhereItWorks>
  );
}

function InAppFile(props: PrivateFileProps) {
  const trpc = useTRPC();
  const textId = useId();
  const t = fr.saveFile;
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState<boolean | null>(null);
  const field = useRef<HTMLInputElement>(null);
  // The page goes to the link as soon as it is signed: a download, so the page itself stays.
  const link = useMutation(trpc.files.saveLink.mutationOptions({ onSuccess: ({ url }) => window.location.assign(url) }));
  const offerLink = () => {
    setCopied(null);
    setOpen(true);
    link.mutate(props.file);
  };
  const address = link.data ? new URL(link.data.url, window.location.href).href : '';
  return (
    <>
      <ShareButton href={props.href} file={{ name: props.fileName, type: props.type }} title={props.title} className={props.className ?? 'link-button'} ariaLabel={props.ariaLabel} disabled={link.isPending} preparing={t.preparing} onUnavailable={offerLink}>
        {props.children}
      </ShareButton>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog" aria-describedby={textId}>
            <DialogHead title={t.title} closeLabel={t.close} />
            <div className="dialog__body">
              <p id={textId}>{t.starting(props.fileName)}</p>
              {link.data ? (
                <>
                  <p><strong>{t.notStarting}</strong></p>
                  <div className="save-link">
                    <input ref={field} className="save-link__address" type="text" readOnly value={address} aria-label={t.linkLabel} onFocus={(e) => e.currentTarget.select()} data-testid="save-link-address" />
                    <button type="button" className="btn btn--primary btn--sm" onClick={async () => setCopied(await copyText(address, field.current))}>
                      {t.copy}
                    </button>
                  </div>
                  {copied !== null ? <p role="status" className={copied ? 'muted' : 'alert alert--warning'}>{copied ? t.copied : t.copyFailed}</p> : null}
                  <p className="muted">{t.elsewhere(link.data.validMinutes)}</p>
                  <p>
                    <a className="btn btn--ghost btn--sm" href={link.data.url}>{t.again}</a>
                  </p>
                </>
              ) : link.error ? (
                <div className="alert alert--error" role="alert">
                  <p>{describeError(link.error).message}</p>
                  <button type="button" className="btn btn--ghost btn--sm" onClick={offerLink}>{t.retry}</button>
                </div>
              ) : (
                <p className="muted">{t.loading}</p>
              )}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
