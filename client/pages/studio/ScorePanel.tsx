import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { honestScore } from '../../../shared/engine/quality/score';
import { describeError } from '../../i18n/errors';
import { fr } from '../../i18n/fr';
import { useTRPC } from '../../lib/trpc';
import type { ThumbnailView } from './thumbnail-view';

/**
 * The legibility score beside the preview, with its French advice and « Améliorer ». The colour and
 * the total follow one rule (shared/engine/quality/score.ts, honestScore): never better than the weakest
 * check. « Améliorer » is offered when a weak point can be fixed; what it cannot fix says why.
 */
export function ScorePanel(props: { thumbnail: ThumbnailView }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [applied, setApplied] = useState<{ revision: number; changes: string[] } | null>(null);
  const report = props.thumbnail.score;
  const improve = useMutation(
    trpc.studio.improve.mutationOptions({
      onSuccess: ({ thumbnail, applied }) => {
        setApplied({ revision: thumbnail.revision, changes: applied });
        queryClient.setQueryData(trpc.studio.get.queryKey({ id: thumbnail.id }), thumbnail);
      },
    }),
  );
  if (!report) return null;
  const { score, level } = honestScore(report);
  const weak = report.checks.filter((c) => c.status !== 'ok');
  const fixable = weak.filter((c) => c.fixable);
  const unfixable = weak.filter((c) => !c.fixable);
  const shownApplied = applied && applied.revision === props.thumbnail.revision ? applied.changes : null;
  return (
    <section className="score" aria-labelledby="score-title" data-testid="score">
      <div className="score__head">
        <h3 id="score-title">{fr.score.title}</h3>
        <p className={`score__value score__value--${level}`} data-level={level} aria-label={fr.score.valueLabel(score, fr.score.level[level])}>
          <strong data-testid="score-value">{score}</strong>
          <span>/100</span>
        </p>
      </div>
      <ul className="score__checks">
        {report.checks.map((c) => (
          <li key={c.id} className={`score__check score__check--${c.status}`}>
            <span className="score__badge">{fr.score.status[c.status]}</span>
            <span>
              <strong>{c.label}</strong> · {c.measure}
              {c.advice ? <span className="score__advice">{c.advice}</span> : null}
            </span>
          </li>
        ))}
      </ul>
      {weak.length === 0 ? (
        <p className="muted">{fr.score.allGood}</p>
      ) : (
        <>
          {fixable.length > 0 ? (
            <button type="button" className="btn btn--secondary" disabled={improve.isPending || props.thumbnail.status !== 'ready'} onClick={() => improve.mutate({ id: props.thumbnail.id })}>
              {improve.isPending ? fr.score.improving : fr.score.improve}
            </button>
          ) : null}
          {unfixable.length > 0 ? (
            <div className="score__why" data-testid="score-why">
              <p>{fixable.length > 0 ? fr.score.cannotFix : fr.score.cannotFixAny}</p>
              <ul>
                {unfixable.map((c) => (
                  <li key={c.id}>{c.why ?? fr.score.why[c.id]}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
      {shownApplied && shownApplied.length > 0 ? (
        <p className="alert alert--info" role="status">
          {fr.score.applied(shownApplied)}
        </p>
      ) : null}
      {improve.error ? (
        <p className="alert alert--error" role="alert">
          {describeError(improve.error).message}
        </p>
      ) : null}
    </section>
  );
}
