import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../i18n/errors';
import { fr } from '../../i18n/fr';
import { useTRPC } from '../../lib/trpc';
import type { ThumbnailView } from './Preview';

/** The legibility score beside the preview, with its French advice and « Améliorer ». */
export function ScorePanel(props: { thumbnail: ThumbnailView }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [applied, setApplied] = useState<string[] | null>(null);
  const report = props.thumbnail.score;
  const improve = useMutation(
    trpc.studio.improve.mutationOptions({
      onSuccess: ({ thumbnail, applied }) => {
        setApplied(applied);
        queryClient.setQueryData(trpc.studio.get.queryKey({ id: thumbnail.id }), thumbnail);
      },
    }),
  );
  if (!report) return null;
  const fixable = report.checks.some((c) => c.fixable);
  const level = report.score >= 80 ? 'bon' : report.score >= 60 ? 'moyen' : 'faible';
  return (
    <section className="score" aria-labelledby="score-title" data-testid="score">
      <div className="score__head">
        <h3 id="score-title">{fr.score.title}</h3>
        <p className={`score__value score__value--${level}`}>
          <strong data-testid="score-value">{report.score}</strong>
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
      <button type="button" className="btn btn--secondary" disabled={!fixable || improve.isPending || props.thumbnail.status !== 'ready'} onClick={() => improve.mutate({ id: props.thumbnail.id })}>
        {improve.isPending ? fr.score.improving : fr.score.improve}
      </button>
      {!fixable ? <p className="muted">{fr.score.nothingToFix}</p> : null}
      {applied && applied.length > 0 ? (
        <p className="alert alert--info" role="status">
          {fr.score.applied(applied)}
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
