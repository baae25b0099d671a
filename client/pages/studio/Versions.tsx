import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { describeError } from '../../i18n/errors';
import { frHistory } from '../../i18n/fr-history';
import { useTRPC } from '../../lib/trpc';
import type { ThumbnailView } from './thumbnail-view';
import { formatShortDayTime } from '../../../shared/format';

const t = frHistory.versions;

/**
 * The versions of the current thumbnail, newest first: when (Africa/Dakar), what made it, its own
 * small picture, and « Restaurer » (free: the version's design becomes a new version, history is
 * never rewritten). Shown under the preview of a ready thumbnail.
 */
export function Versions(props: { thumbnail: ThumbnailView }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const headingId = useId();
  const th = props.thumbnail;
  const versions = useQuery(trpc.studio.versions.queryOptions({ id: th.id }));
  const [notice, setNotice] = useState('');
  // A new revision drawn (an edit, « Améliorer », a restore) is a new version: read the list again.
  const { refetch } = versions;
  useEffect(() => {
    if (th.status === 'ready') void refetch();
  }, [th.revision, th.status, refetch]);

  const restore = useMutation(
    trpc.studio.restoreVersion.mutationOptions({
      onSuccess: ({ thumbnail, restored }) => {
        queryClient.setQueryData(trpc.studio.get.queryKey({ id: thumbnail.id }), thumbnail);
        if (restored) setNotice(t.restored);
        void queryClient.invalidateQueries(trpc.studio.history.pathFilter());
      },
    }),
  );
  const ready = th.status === 'ready';
  const list = versions.data ?? [];

  return (
    <section className="versions" aria-labelledby={headingId} data-testid="versions">
      <h3 id={headingId}>{t.title}</h3>
      <p className="muted versions__lead">{t.lead}</p>
      <p className="visually-hidden" aria-live="polite">
        {notice}
      </p>
      {notice ? <p className="alert alert--info">{notice}</p> : null}
      {restore.error ? <div className="alert alert--error" role="alert">{describeError(restore.error).message}</div> : null}
      {versions.error ? <div className="alert alert--error" role="alert">{describeError(versions.error).message}</div> : null}
      {versions.isSuccess && list.length === 0 ? <p className="muted">{t.empty}</p> : null}
      <ol className="versions__list">
        {list.map((v) => {
          const date = formatShortDayTime(new Date(v.createdAt));
          return (
            <li key={v.revision} className={`versions__item ${v.current ? 'versions__item--current' : ''}`} data-testid="version" data-revision={v.revision}>
              {v.previewUrl ? <img src={v.previewUrl} alt={t.pictureOf(v.label, date)} width={160} height={90} loading="lazy" /> : <span className="versions__blank" aria-hidden="true" />}
              <span className="versions__text">
                <span className="versions__kind">{v.label}</span>
                <time dateTime={v.createdAt} className="muted">
                  {date}
                </time>
              </span>
              {v.current ? (
                <span className="versions__current">{t.current}</span>
              ) : (
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  disabled={!ready || restore.isPending}
                  aria-label={t.restoreOf(v.label, date)}
                  onClick={() => {
                    setNotice('');
                    restore.mutate({ id: th.id, revision: v.revision });
                  }}
                >
                  {restore.isPending && restore.variables?.revision === v.revision ? t.restoring : t.restore}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
