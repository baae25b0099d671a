import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { formatBytes } from '../../../shared/format';
import { UPLOAD_QUOTA_BYTES } from '../../../shared/limits';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FileDrop } from '../../components/FileDrop';
import { describeError } from '../../i18n/errors';
import { fr } from '../../i18n/fr';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { uploadImage, type UploadPurpose } from '../../lib/upload';

/** One file on its way: its progress, then nothing (it joins the grid) or the French reason it was refused. */
interface Sending {
  key: string;
  name: string;
  progress: number;
  error: string | null;
  note: string | null;
}

const t = fr.myImages;

/**
 * « Mes images »: the user's uploads as a grid of thumbnails, to choose from (up to `max`), add to
 * (several files at once, picked, dropped or pasted, each with its progress bar and, if refused, its
 * own reason next to its name) and delete (after a confirmation; designs that drew the image show without it).
 */
export function MyImages(props: { selected: string[]; onToggle: (id: string) => void; max: number; purpose?: UploadPurpose }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const inputId = useId();
  const purpose = props.purpose ?? 'image';
  const list = useQuery(trpc.images.list.queryOptions({ purpose }));
  const [sending, setSending] = useState<Sending[]>([]);
  const refresh = () => queryClient.invalidateQueries(trpc.images.list.pathFilter());
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const remove = useMutation(
    trpc.images.delete.mutationOptions({
      onSuccess: async (_data, { id }) => {
        setDeleting(null);
        if (props.selected.includes(id)) props.onToggle(id); // a deleted image cannot stay chosen
        await refresh();
      },
    }),
  );

  const patch = (key: string, change: Partial<Sending>) => setSending((all) => all.map((s) => (s.key === key ? { ...s, ...change } : s)));
  // Files wait their turn, across picks, drops and pastes: on a phone connection, parallel uploads only slow each other down.
  const queue = useRef<Promise<void>>(Promise.resolve());

  const send = (files: File[]) => {
    const batch = files.map((file, i) => ({ file, key: `${Date.now()}-${i}-${file.name}` }));
    setSending((all) => [...all, ...batch.map(({ file, key }) => ({ key, name: file.name, progress: 0, error: null, note: null }))]);
    queue.current = queue.current.then(() => sendEach(batch));
  };
  const sendEach = async (batch: Array<{ file: File; key: string }>) => {
    for (const { file, key } of batch) {
      try {
        const image = await uploadImage(client, file, { purpose, onProgress: (progress) => patch(key, { progress }) });
        if (image.duplicate) patch(key, { note: t.already(file.name) });
        else setSending((all) => all.filter((s) => s.key !== key));
        await refresh();
      } catch (err) {
        patch(key, { error: describeError(err).message });
      }
    }
  };

  const items = list.data?.items ?? [];
  const usage = list.data?.usage;
  return (
    <section className="card my-images" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t.title}</h2>
      {usage ? <p className="muted">{t.usage(formatBytes(usage.bytes), formatBytes(UPLOAD_QUOTA_BYTES), usage.files)}</p> : null}
      <div className="field">
        <FileDrop label={t.add} accept="image/jpeg,image/png,image/webp" multiple onFiles={send} />
        <p className="muted">{t.accepted}</p>
      </div>

      {sending.length > 0 ? (
        <ul className="my-images__uploads" aria-live="polite">
          {sending.map((s) => (
            <li key={s.key}>
              {s.error ? (
                <p className="alert alert--error" role="alert">
                  <strong>{t.refused(s.name)}</strong> {s.error}
                </p>
              ) : s.note ? (
                <p className="muted">{s.note}</p>
              ) : (
                <>
                  <span>{t.sending(s.name)}</span>
                  <progress max={1} value={s.progress} aria-label={t.progress(s.name)} />
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}

      {list.error ? <p className="alert alert--error" role="alert">{describeError(list.error).message}</p> : null}
      {list.isSuccess && items.length === 0 ? <p className="muted">{t.empty}</p> : null}
      {props.max > 0 && items.length > 0 ? <p className="muted">{t.selectedCount(props.selected.length, props.max)}</p> : null}

      <ul className="my-images__grid">
        {items.map((image) => {
          const name = image.name ?? t.unnamed;
          const selected = props.selected.includes(image.id);
          const full = !selected && props.selected.length >= props.max;
          return (
            <li key={image.id} className="my-images__item" data-selected={selected ? 'true' : 'false'}>
              <button type="button" className="my-images__pick" aria-pressed={selected} aria-label={t.select(name)} disabled={full} onClick={() => props.onToggle(image.id)}>
                <img src={image.thumbnailUrl} alt="" loading="lazy" width={120} height={120} />
              </button>
              <button
                type="button"
                className="btn btn--ghost btn--sm my-images__delete"
                aria-label={t.deleteLabel(name)}
                disabled={remove.isPending}
                onClick={() => {
                  remove.reset();
                  setDeleting({ id: image.id, name });
                }}
              >
                {t.delete}
              </button>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t.confirmTitle}
        confirm={t.confirmYes}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        pending={remove.isPending}
        error={remove.error ? describeError(remove.error).message : null}
      >
        <p>{deleting ? t.confirmText(deleting.name) : ''}</p>
      </ConfirmDialog>
    </section>
  );
}
