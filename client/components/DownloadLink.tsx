import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { describeError } from '../i18n/errors';
import { fr } from '../i18n/fr';
import { useTRPC } from '../lib/trpc';
import { DialogHead } from './DialogHead';
import { DownloadWhereItWorks, ShareButton } from './InAppShare';

interface DownloadProps {
  /** The private address of the JPEG, as a download. */
  href: string;
  /** The file the server signs a link for when it must open without the session. */
  file: { kind: 'thumbnail' | 'export'; id: string };
  /** The `download` attribute as each page had it: a name, or true for the server's. */
  download: string | true;
  /** The name the shared file carries. */
  fileName: string;
  /** The thumbnail's title: the share's title and the picture's description. */
  title: string;
  className: string;
  ariaLabel?: string;
  children: ReactNode;
}

/**
 * « Télécharger » a thumbnail's JPEG. In an in-app browser the JPEG goes to the share sheet, or else
 * the picture opens full size, from a signed address valid a few minutes, to be long-pressed (the
 * phone saves it without our session cookie, hence the signed address).
 */
export function DownloadLink(props: DownloadProps) {
  return (
    <DownloadWhereItWorks href={props.href} download={props.download} className={props.className} ariaLabel={props.ariaLabel} inApp={() => <InAppDownload {...props} />}>
      {props.children}
    </DownloadWhereItWorks>
  );
}

function InAppDownload(props: DownloadProps) {
  const trpc = useTRPC();
  const textId = useId();
  const t = fr.saveImage;
  const [open, setOpen] = useState(false);
  const [broken, setBroken] = useState(false);
  const link = useMutation(trpc.files.saveLink.mutationOptions());
  const showFullSize = () => {
    setBroken(false);
    setOpen(true);
    link.mutate(props.file);
  };
  return (
    <>
      <ShareButton href={props.href} file={{ name: props.fileName, type: 'image/jpeg' }} title={props.title} className={props.className} ariaLabel={props.ariaLabel} preparing={t.preparing} onUnavailable={showFullSize}>
        {props.children}
      </ShareButton>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog dialog--image" aria-describedby={textId}>
            <DialogHead title={t.title} closeLabel={t.close} />
            <div className="dialog__body">
              <p id={textId} className="save-view__hint">{t.longPress}</p>
              {link.data && !broken ? (
                <img className="save-view__image" src={link.data.url} alt={t.imageAlt(props.title)} onError={() => setBroken(true)} data-testid="save-view-image" />
              ) : link.error || broken ? (
                <div className="alert alert--error" role="alert">
                  <p>{link.error ? describeError(link.error).message : t.failed}</p>
                  <button type="button" className="btn btn--ghost btn--sm" onClick={showFullSize}>{t.again}</button>
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
