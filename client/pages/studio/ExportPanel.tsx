import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { DownloadLink } from '../../components/DownloadLink';
import { describeError } from '../../i18n/errors';
import { fr } from '../../i18n/fr';
import { downloadName } from '../../i18n/fr-history';
import { useTRPC } from '../../lib/trpc';
import type { ThumbnailView } from './thumbnail-view';
import { fourKAllowed } from '../../../shared/engine/quality/photo-size';

const FORMATS = ['story', 'square', '4k'] as const;
/** The shared file's name ends with its format, as the server's download does. */
const FILE_SUFFIX: Record<(typeof FORMATS)[number], string> = { story: '9x16', square: '1x1', '4k': '4k' };

/** Other formats of the same design, made on request by the post-processing job. */
export function ExportPanel(props: { thumbnail: ThumbnailView }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = props.thumbnail.id;
  const exports = useQuery({
    ...trpc.studio.exports.queryOptions({ id }),
    refetchInterval: (q) => (q.state.data?.some((e) => e.status === 'queued' || e.status === 'rendering') ? 1000 : false),
  });
  // A plan without 4K sees where to get it, not a button the server would refuse.
  const capabilities = useQuery(trpc.studio.capabilities.queryOptions());
  // A small photo's face would come out blown up in 4K: said here, not as a button the server would refuse.
  const photoTooSmall = props.thumbnail.design !== null && !fourKAllowed(props.thumbnail.design);
  const request = useMutation(
    trpc.studio.export.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries(trpc.studio.exports.queryFilter({ id })),
    }),
  );
  return (
    <section className="exports" aria-labelledby="exports-title">
      <h3 id="exports-title">{fr.exports.title}</h3>
      <ul className="exports__list">
        {FORMATS.map((format) => {
          const row = exports.data?.find((e) => e.format === format);
          const busy = row && (row.status === 'queued' || row.status === 'rendering');
          return (
            <li key={format} className="exports__item">
              <span>
                <strong>{fr.exports.formats[format].label}</strong>
                <span className="muted"> · {fr.exports.formats[format].hint}</span>
              </span>
              {format === '4k' && photoTooSmall ? (
                <span className="muted exports__note" data-testid="no-4k-small-photo">
                  {fr.exports.photoTooSmallFor4k}
                </span>
              ) : format === '4k' && capabilities.data && !capabilities.data.export4k ? (
                <Link className="btn btn--ghost btn--sm" to={paths.pricing} data-testid="upsell-4k">
                  {fr.exports.reserved(capabilities.data.export4kPlan)} · {fr.exports.seePlans}
                </Link>
              ) : row?.status === 'ready' && row.downloadUrl ? (
                <DownloadLink className="btn btn--secondary btn--sm" href={row.downloadUrl} download file={{ kind: 'export', id: row.id }} fileName={downloadName(props.thumbnail.title).replace(/\.jpg$/, `-${FILE_SUFFIX[format]}.jpg`)} title={props.thumbnail.title}>
                  {fr.exports.download}
                </DownloadLink>
              ) : (
                <button type="button" className="btn btn--ghost btn--sm" disabled={Boolean(busy) || request.isPending || props.thumbnail.status !== 'ready' || (format === '4k' && !capabilities.data)} onClick={() => request.mutate({ id, format })}>
                  {busy ? fr.exports.preparing : row?.status === 'failed' ? fr.exports.retry : fr.exports.prepare}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {request.error ? (
        <p className="alert alert--error" role="alert">
          {describeError(request.error).message}
        </p>
      ) : null}
    </section>
  );
}
