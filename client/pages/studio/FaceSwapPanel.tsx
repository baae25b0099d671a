import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { formatCredits } from '../../../shared/credits';
import { paths } from '../../../shared/routes';
import { frFaceSwap as t } from '../../i18n/fr-faceswap';
import { paidChangeError, usePaidChange } from '../../lib/paid-action';
import { useTRPC } from '../../lib/trpc';
import type { ThumbnailView } from './thumbnail-view';

/**
 * « Face Swap » on a ready thumbnail: the user's DigitalMe face in place of a photographed face of its
 * design, for its cost in credits. The server says beforehand what applies (`studio.faceSwapOptions`):
 * the faces to choose from, or why not (the plan, no DigitalMe, no photographed face: then « Moi » is
 * the way to appear). The answer is the thumbnail re-rendering; the studio follows it live.
 */
export function FaceSwapPanel(props: { thumbnail: ThumbnailView; face: number | null; onFace: (face: number | null) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const thumbnailId = props.thumbnail.id;
  const options = useQuery(trpc.studio.faceSwapOptions.queryOptions({ id: thumbnailId }));
  const { face, onFace: setFace } = props;
  const [started, setStarted] = useState(false);
  // Another thumbnail or revision: its faces may not be the same ones.
  useEffect(() => {
    setFace(null);
    setStarted(false);
    void queryClient.invalidateQueries(trpc.studio.faceSwapOptions.queryFilter({ id: thumbnailId }));
  }, [thumbnailId, props.thumbnail.revision, queryClient, trpc, setFace]);
  // Its render ending (or starting) changes what applies without a new revision: a swap's new revision is
  // saved while it is still being drawn, so the options read then say « not ready » until asked again.
  const status = props.thumbnail.status;
  useEffect(() => {
    void queryClient.invalidateQueries(trpc.studio.faceSwapOptions.queryFilter({ id: thumbnailId }));
  }, [thumbnailId, status, queryClient, trpc]);
  // 10 credits: after an answer that never came, read again before sending again.
  const paid = usePaidChange(props.thumbnail);
  const swap = useMutation(
    trpc.studio.faceSwap.mutationOptions({
      onError: paid.onError,
      onSuccess: ({ thumbnail }) => {
        queryClient.setQueryData(trpc.studio.get.queryKey({ id: thumbnail.id }), thumbnail);
        void queryClient.invalidateQueries(trpc.auth.balance.pathFilter());
        void queryClient.invalidateQueries(trpc.studio.history.pathFilter());
        setStarted(true);
      },
    }),
  );

  const data = options.data;
  if (!data) return null;
  const faces = data.faces;
  const several = faces.length > 1;
  const chosen = several ? faces.find((f) => f.index === face) : faces[0];
  // Whether the render is over is the live status's to say: it hears first, and an answer asked while the
  // render was ending (its first fetch still in flight when the status changed is not asked again) says
  // « not ready » when it is. The server's answer says the rest, and checks it all again on the click.
  const blocked = data.blocked && data.blocked.reason !== 'not_ready' ? data.blocked : props.thumbnail.status === 'ready' ? null : ({ reason: 'not_ready' } as const);
  const canSwap = !blocked && chosen !== undefined && !chosen.profile && !swap.isPending && props.thumbnail.status === 'ready';
  const width = props.thumbnail.design?.width ?? 1;
  const height = props.thumbnail.design?.height ?? 1;

  return (
    <section className="faceswap" aria-labelledby={`${id}-title`} data-testid="faceswap">
      <h3 id={`${id}-title`}>{t.title}</h3>
      <p className="muted">{t.hint}</p>
      {blocked?.reason === 'plan' ? (
        <p data-testid="faceswap-blocked">
          {t.plan(blocked.requiredPlan)}{' '}
          <Link to={paths.pricing}>{t.seePlans}</Link>
        </p>
      ) : blocked?.reason === 'digitalme' ? (
        <p data-testid="faceswap-blocked">
          <Link to={`${paths.account}#digitalme`}>{t.digitalMe}</Link>
        </p>
      ) : blocked?.reason === 'not_ready' ? (
        <p className="muted">{t.notReady}</p>
      ) : null}
      {/* Whatever else blocks it, a design without a photographed face says that « Moi » is the way to appear. */}
      {faces.length === 0 ? <p data-testid="faceswap-no-face">{t.noFace}</p> : null}
      {!blocked && several ? (
        <fieldset className="faceswap__faces">
          <legend>{t.choose}</legend>
          {faces.map((f) => (
            <label key={f.index} className="faceswap__face">
              <input type="radio" name={`${id}-face`} value={f.index} checked={face === f.index} disabled={f.profile} onChange={() => setFace(f.index)} />{' '}
              {t.face(f.index + 1, f.box ? t.where((f.box.x + f.box.w / 2) / width, (f.box.y + f.box.h / 2) / height) : '')}
              {f.profile ? <span className="muted"> · {t.profile}</span> : null}
            </label>
          ))}
        </fieldset>
      ) : null}
      <button
        type="button"
        className="btn btn--secondary"
        disabled={!canSwap}
        data-testid="faceswap-apply"
        onClick={() => {
          setStarted(false);
          void paid.send(() => swap.mutate({ id: thumbnailId, face: several ? chosen?.index : undefined }), { reset: swap.reset });
        }}
      >
        {swap.isPending ? t.applying : t.apply(formatCredits(data.cost))}
      </button>
      {started && !swap.error ? (
        <p className="alert alert--info" role="status">
          {t.started}
        </p>
      ) : null}
      {swap.error ? (
        <p className="alert alert--error" role="alert">
          {paidChangeError(swap.error).message}
        </p>
      ) : null}
      {paid.notice ? (
        <p className="alert alert--info" role="status">
          {paid.notice}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The faces to choose from, drawn over the preview where they show (several faces only): a click on a
 * face picks it, as its line in the list does.
 */
export function FaceSwapMarks(props: { thumbnail: ThumbnailView; face: number | null; onFace: (face: number) => void }) {
  const trpc = useTRPC();
  const options = useQuery(trpc.studio.faceSwapOptions.queryOptions({ id: props.thumbnail.id }));
  const design = props.thumbnail.design;
  const data = options.data;
  if (!design || !data || data.blocked || data.faces.length < 2 || props.thumbnail.status !== 'ready') return null;
  return (
    <div className="faceswap-marks" data-testid="faceswap-marks">
      {data.faces.map((f) =>
        f.box && !f.profile ? (
          <button
            key={f.index}
            type="button"
            className="faceswap-marks__face"
            aria-pressed={props.face === f.index}
            aria-label={t.face(f.index + 1, t.where((f.box.x + f.box.w / 2) / design.width, (f.box.y + f.box.h / 2) / design.height))}
            style={{ left: `${(f.box.x / design.width) * 100}%`, top: `${(f.box.y / design.height) * 100}%`, width: `${(f.box.w / design.width) * 100}%`, height: `${(f.box.h / design.height) * 100}%` }}
            onClick={() => props.onFace(f.index)}
          >
            <span aria-hidden="true">{f.index + 1}</span>
          </button>
        ) : null,
      )}
    </div>
  );
}
