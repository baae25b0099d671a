import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { Design } from '../../../shared/engine/model/design';
import { INSTRUCTION_MAX } from '../../../shared/engine/model/instruction-limits';
import { describeError } from '../../i18n/errors';
import { frInstruction as t } from '../../i18n/fr-instruction';
import { paidChangeError, usePaidChange } from '../../lib/paid-action';
import { errorCode, useTRPC } from '../../lib/trpc';
import type { ThumbnailView } from './thumbnail-view';

/** Pause after the last keystroke before the server reads the instruction again. */
export const INSTRUCTION_DEBOUNCE_MS = 300;

/**
 * « Décrire une modification »: a French sentence read as edit operations by the server
 * (`studio.readInstruction`, free) as the user types; the understood changes are listed and drawn
 * at once in the preview through `onPreview`, the parts not understood are shown in the user's own
 * words. « Appliquer (5 crédits) » sends the operations the server returned to `studio.modify`:
 * nothing understood means nothing sent and nothing charged.
 */
export function InstructionBox(props: { thumbnail: ThumbnailView; onPreview: (design: Design | null) => void; onSaved: (thumbnail: ThumbnailView) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const { onPreview, onSaved } = props;
  const thumbnailId = props.thumbnail.id;
  const [text, setText] = useState('');
  const [settled, setSettled] = useState('');
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), INSTRUCTION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const wanted = settled !== '';
  const reading = useQuery({
    ...trpc.studio.readInstruction.queryOptions({ id: thumbnailId, text: settled }),
    enabled: wanted,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
  const data = wanted && text.trim() !== '' ? reading.data : undefined;
  // Another thumbnail, or a new revision of this one: what was typed was read against another design.
  useEffect(() => {
    setText('');
    setSettled('');
  }, [thumbnailId, props.thumbnail.revision]);
  useEffect(() => {
    onPreview(data?.preview ?? null);
  }, [data, onPreview]);
  useEffect(() => () => onPreview(null), [onPreview]);

  // Whether a hosted engine can redraw the photo (clothes, an object): without one, those changes are listed, never charged.
  const capabilities = useQuery(trpc.studio.capabilities.queryOptions());
  const aiEdit = capabilities.data?.aiEdit === true;
  // Both cost credits: after an answer that never came, read again before sending again.
  const paid = usePaidChange(props.thumbnail);
  const pictureEdit = useMutation(
    trpc.studio.aiEdit.mutationOptions({
      onError: paid.onError,
      onSuccess: ({ thumbnail }) => {
        queryClient.setQueryData(trpc.studio.get.queryKey({ id: thumbnail.id }), thumbnail);
        void queryClient.invalidateQueries(trpc.auth.balance.pathFilter());
        void queryClient.invalidateQueries(trpc.studio.history.pathFilter());
        setDone(true);
        onSaved(thumbnail);
      },
    }),
  );

  const modify = useMutation(
    trpc.studio.modify.mutationOptions({
      onError: paid.onError,
      onSuccess: ({ thumbnail }) => {
        queryClient.setQueryData(trpc.studio.get.queryKey({ id: thumbnail.id }), thumbnail);
        void queryClient.invalidateQueries(trpc.auth.balance.pathFilter());
        void queryClient.invalidateQueries(trpc.studio.history.pathFilter());
        setText('');
        setSettled('');
        setDone(true);
        onPreview(null);
        onSaved(thumbnail);
      },
    }),
  );
  const current = data !== undefined && settled === text.trim();
  const canApply = current && data.changed && data.ops.length > 0 && !modify.isPending;
  const failed = modify.error ?? pictureEdit.error;
  const error = failed ? (errorCode(failed) === 'INSUFFICIENT_CREDITS' ? t.short : paidChangeError(failed).message) : null;
  const pixels = current ? data.needsPixels : [];
  const canEditPicture = aiEdit && pixels.length > 0 && !pictureEdit.isPending && !modify.isPending;
  const readError = reading.error && wanted ? describeError(reading.error).message : null;

  return (
    <section className="instruction" aria-labelledby={`${id}-title`} data-testid="instruction-box">
      <h3 id={`${id}-title`}>{t.title}</h3>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (canApply) void paid.send(() => modify.mutate({ id: thumbnailId, ops: data.ops, by: 'instruction' }), { reset: modify.reset });
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-text`} className="visually-hidden">
            {t.label}
          </label>
          <textarea
            id={`${id}-text`}
            value={text}
            rows={2}
            maxLength={INSTRUCTION_MAX}
            placeholder={t.placeholder}
            aria-describedby={`${id}-hint ${id}-result`}
            onChange={(e) => {
              setText(e.target.value);
              setDone(false);
              modify.reset();
              pictureEdit.reset();
            }}
            onKeyDown={(e) => {
              // Enter applies (as a one-line field would); Shift+Enter still breaks the line.
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
          />
          <p id={`${id}-hint`} className="muted instruction__hint">
            {t.hint}
          </p>
        </div>
        <div id={`${id}-result`} className="instruction__result" aria-live="polite" data-testid="instruction-result">
          {wanted && reading.isFetching && !data ? <p className="muted">{t.reading}</p> : null}
          {readError ? <p className="alert alert--error">{readError}</p> : null}
          {data ? <Reading data={data} aiEdit={aiEdit} /> : null}
          {done ? <p className="alert alert--info" role="status">{t.applied}</p> : null}
          {paid.notice ? <p className="alert alert--info" role="status">{paid.notice}</p> : null}
        </div>
        {error ? (
          <p className="alert alert--error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="instruction__actions">
          <button type="submit" className="btn btn--primary" disabled={!canApply} data-testid="instruction-apply">
            {modify.isPending ? t.applying : t.apply}
          </button>
          {aiEdit && pixels.length > 0 ? (
            <button
              type="button"
              className="btn btn--secondary"
              disabled={!canEditPicture}
              data-testid="instruction-picture"
              // One AI edit of the photo for every pixel change read (clothes, an object): 5 credits, refunded if the engine refuses.
              onClick={() => void paid.send(() => pictureEdit.mutate({ id: thumbnailId, instruction: pixels.map((p) => p.text).join(', ').slice(0, INSTRUCTION_MAX), layerId: pixels[0]?.layer }), { reset: pictureEdit.reset })}
            >
              {pictureEdit.isPending ? t.applying : t.applyPicture}
            </button>
          ) : null}
          {text ? (
            <button type="button" className="btn btn--ghost" onClick={() => setText('')}>
              {t.cancel}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

interface ReadingView {
  understood: ReadonlyArray<{ text: string }>;
  ignored: readonly string[];
  needsPixels: ReadonlyArray<{ text: string }>;
}

function Reading(props: { data: ReadingView; aiEdit: boolean }) {
  const { understood, ignored, needsPixels } = props.data;
  if (understood.length === 0 && ignored.length === 0 && needsPixels.length === 0) return <p className="muted">{t.nothing}</p>;
  return (
    <div className="instruction__reading">
      {understood.length > 0 ? (
        <div>
          <h4>{t.understood}</h4>
          <ul className="instruction__list instruction__list--understood" data-testid="instruction-understood">
            {understood.map((u, i) => (
              <li key={`${i}:${u.text}`}>{u.text}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {needsPixels.length > 0 ? (
        <div>
          <h4>{t.pixelsTitle}</h4>
          <ul className="instruction__list instruction__list--pixels" data-testid="instruction-pixels">
            {needsPixels.map((p, i) => (
              <li key={`${i}:${p.text}`}>
                {p.text} — {props.aiEdit ? t.aiLater : t.needsAi}
              </li>
            ))}
          </ul>
          {props.aiEdit ? null : <p className="muted">{t.needsAiHint}</p>}
        </div>
      ) : null}
      {ignored.length > 0 ? (
        <div>
          <h4>{t.ignored}</h4>
          <ul className="instruction__list instruction__list--ignored" data-testid="instruction-ignored">
            {ignored.map((g, i) => (
              <li key={`${i}:${g}`}>{g}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
