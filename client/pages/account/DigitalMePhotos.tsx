import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { DIGITALME_EXPRESSION_TEXT, validPhotosLabel, type DigitalMeExpression } from '../../../shared/digitalme';
import { FileDrop } from '../../components/FileDrop';
import { describeError } from '../../i18n/errors';
import { frDigitalMe as t } from '../../i18n/fr-digitalme';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { sendPicture } from '../../lib/upload';
import type { DigitalMeState } from './digitalme-state';

/** A photo still on its way from this page: shown at once from the file itself, with its progress, or the reason it did not go. */
interface Sending {
  key: string;
  name: string;
  preview: string;
  /** null until its turn comes: the files before it are still on their way. */
  progress: number | null;
  error: string | null;
}

/**
 * The set being built: « Ajouter des photos » (picked, dropped or pasted; and « Prendre une photo » on a phone), each file sent
 * as its own call, one after the other, with its own progress; every photo as a thumbnail with its
 * verdict (« Vérification… », accepted, or its French reason), « Retirer » and, when refused,
 * « Remplacer »; the count of valid photos, and « Créer mon DigitalMe » from the minimum.
 */
export function DigitalMePhotos({ state, refresh }: { state: DigitalMeState; refresh: () => Promise<void> }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const [sending, setSending] = useState<Sending[]>([]);
  // Files wait their turn: on a phone connection, parallel uploads only slow each other down.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const remove = useMutation(trpc.digitalMe.removePhoto.mutationOptions({ onSuccess: () => refresh() }));
  const build = useMutation(trpc.digitalMe.build.mutationOptions({ onSuccess: () => refresh() }));

  // The previews are object URLs of the chosen files: released when their row goes.
  const previews = useRef(new Set<string>());
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const patch = (key: string, change: Partial<Sending>) => setSending((all) => all.map((s) => (s.key === key ? { ...s, ...change } : s)));
  const drop = (key: string) =>
    setSending((all) => {
      const gone = all.find((s) => s.key === key);
      if (gone) {
        URL.revokeObjectURL(gone.preview);
        previews.current.delete(gone.preview);
      }
      return all.filter((s) => s.key !== key);
    });

  const send = (files: File[], replacing?: string) => {
    const batch = files.map((file, i) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { file, key: `${Date.now()}-${i}-${file.name}`, name: file.name, preview, progress: null, error: null };
    });
    setSending((all) => [...all, ...batch.map(({ file: _file, ...row }) => row)]);
    queue.current = queue.current.then(async () => {
      // A replaced photo leaves the set first: its place (one of the 20) goes to the new one.
      if (replacing) await remove.mutateAsync({ id: replacing }).catch(() => undefined);
      for (const { file, key } of batch) {
        try {
          patch(key, { progress: 0 });
          // A busy server makes the photo wait its turn (« En attente… ») and sends it again by itself.
          await sendPicture(file, (ready) => client.digitalMe.upload.mutate(ready), { onProgress: (progress) => patch(key, { progress }), onWait: () => patch(key, { progress: null }) });
          await refresh(); // the server's row (« Vérification… ») takes this one's place
          drop(key);
        } catch (err) {
          patch(key, { error: describeError(err).message });
        }
      }
    });
  };

  const inFlight = sending.filter((s) => !s.error).length;
  const kept = state.photos.filter((p) => p.status !== 'refused').length + inFlight;
  const full = kept >= state.max;
  const canBuild = state.valid >= state.min && inFlight === 0 && !state.photos.some((p) => p.status === 'checking');
  const onFiles = (files: File[]) => {
    if (files.length > 0) send(files.slice(0, Math.max(0, state.max - kept)));
  };

  return (
    <div className="digitalme__set">
      <div className="digitalme__add">
        <FileDrop label={t.add} accept="image/*" multiple disabled={full} testId="digitalme-files" onFiles={onFiles} />
        {/* On a phone the front camera opens directly; a computer has the file picker only (pointer: coarse in CSS). */}
        {/* The input inside its label: hidden with it, it is never an unnamed field (axe, in digitalme.spec.ts). */}
        <label className="btn btn--secondary digitalme__camera" aria-disabled={full}>
          {t.takePhoto}
          <input type="file" className="visually-hidden" accept="image/*" capture="user" disabled={full} onChange={(e) => {
            const files = Array.from(e.currentTarget.files ?? []);
            e.currentTarget.value = ''; // the same photo may be taken again after a refusal
            onFiles(files);
          }} />
        </label>
        <p className="muted">{t.addHint(state.max)}</p>
      </div>

      <p className="digitalme__count" data-testid="digitalme-count" aria-live="polite">
        <strong>{validPhotosLabel(state.valid, state.min)}</strong>
        {full ? ` · ${t.full(state.max)}` : state.valid < state.min ? ` · ${t.needMore(state.min - state.valid)}` : null}
      </p>

      <h3 className="visually-hidden">{t.photosTitle}</h3>
      {state.photos.length === 0 && sending.length === 0 ? <p className="muted">{t.noPhotos}</p> : null}
      <ul className="digitalme__grid" aria-label={t.photosTitle} data-testid="digitalme-photos">
        {state.photos.map((photo, i) => (
          <li key={photo.id} className="digitalme__photo" data-status={photo.status}>
            <img src={photo.thumbUrl} alt={t.photoAlt(i + 1)} loading="lazy" width={140} height={140} />
            <Verdict status={photo.status} message={photo.message} expression={photo.expression} />
            <div className="digitalme__photo-actions">
              <button type="button" className="btn btn--ghost btn--sm" aria-label={t.removeLabel(i + 1)} disabled={remove.isPending} onClick={() => remove.mutate({ id: photo.id })}>
                {t.remove}
              </button>
              {photo.status === 'refused' ? (
                <FileDrop compact label={t.replace} name={t.replaceLabel(i + 1)} accept="image/*" onFiles={([file]) => file && send([file], photo.id)} />
              ) : null}
            </div>
          </li>
        ))}
        {sending.map((s, i) => (
          <li key={s.key} className="digitalme__photo" data-status={s.error ? 'error' : 'sending'}>
            <img src={s.preview} alt={t.photoAlt(state.photos.length + i + 1)} width={140} height={140} />
            {s.error ? (
              <>
                <p className="digitalme__verdict digitalme__verdict--refused" role="alert">{s.error}</p>
                <div className="digitalme__photo-actions">
                  <button type="button" className="btn btn--ghost btn--sm" onClick={() => drop(s.key)}>{t.dismiss}</button>
                </div>
              </>
            ) : s.progress === null ? (
              <p className="digitalme__verdict">{t.waiting}</p>
            ) : s.progress < 1 ? (
              <div className="digitalme__verdict">
                <span>{t.sending(Math.round(s.progress * 100))}</span>
                <progress max={1} value={s.progress} aria-label={t.sendingLabel(s.name)} />
              </div>
            ) : (
              <p className="digitalme__verdict">{t.checking}</p>
            )}
          </li>
        ))}
      </ul>
      {remove.error ? <p className="alert alert--error" role="alert">{describeError(remove.error).message}</p> : null}

      <div className="digitalme__actions">
        <button type="button" className="btn btn--primary" disabled={!canBuild || build.isPending} onClick={() => build.mutate()}>
          {state.status === 'failed' ? t.retry : t.build}
        </button>
      </div>
      {build.error ? <p className="alert alert--error" role="alert">{describeError(build.error).message}</p> : null}
    </div>
  );
}

function Verdict(props: { status: 'checking' | 'accepted' | 'refused'; message: string | null; expression: string | null }) {
  if (props.status === 'checking') return <p className="digitalme__verdict">{t.checking}</p>;
  if (props.status === 'refused') {
    return (
      <p className="digitalme__verdict digitalme__verdict--refused">
        <span className="visually-hidden">{t.refused} : </span>
        {props.message}
      </p>
    );
  }
  const word = props.expression && props.expression in DIGITALME_EXPRESSION_TEXT ? DIGITALME_EXPRESSION_TEXT[props.expression as DigitalMeExpression] : null;
  return <p className="digitalme__verdict digitalme__verdict--accepted">✓ {t.accepted}{word ? ` · ${word}` : ''}</p>;
}
