import { useMutation, useQueryClient } from '@tanstack/react-query';
import { describeError } from '../../i18n/errors';
import { fr } from '../../i18n/fr';
import { useTRPC } from '../../lib/trpc';
import type { ThumbnailView } from './thumbnail-view';

/** « Autre sujet » applies when MGX3 proposed several pictograms and the design draws one as its subject. */
export function canChangeSubject(t: ThumbnailView): boolean {
  return t.status === 'ready' && t.proposals.length >= 2 && Boolean(t.design?.layers.some((l) => l.type === 'picto' && l.role === 'subject'));
}

/**
 * « Autre sujet · gratuit »: the next pictogram MGX3 proposed, in the same paid design (DECISIONS:
 * cycling the proposals is free). The answer is the thumbnail re-rendering; the studio follows it live.
 */
export function OtherSubject(props: { thumbnail: ThumbnailView }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const next = useMutation(
    trpc.studio.nextSubject.mutationOptions({
      onSuccess: (t) => {
        queryClient.setQueryData(trpc.studio.get.queryKey({ id: t.id }), t);
        void queryClient.invalidateQueries(trpc.studio.history.pathFilter());
      },
    }),
  );
  return (
    <div className="other-subject">
      <button type="button" className="btn btn--secondary" disabled={next.isPending} onClick={() => next.mutate({ id: props.thumbnail.id })}>
        {next.isPending ? fr.studio.otherSubjectBusy : fr.studio.otherSubject}
      </button>
      <p className="muted">{fr.studio.otherSubjectHint(props.thumbnail.proposals.length)}</p>
      {next.error ? (
        <p className="alert alert--error" role="alert">
          {describeError(next.error).message}
        </p>
      ) : null}
    </div>
  );
}
