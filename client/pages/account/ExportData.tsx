import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PrivateFileLink } from '../../components/PrivateFileLink';
import { describeError } from '../../i18n/errors';
import { frPrivacy } from '../../i18n/fr-privacy';
import { useTRPC } from '../../lib/trpc';
import { formatDayTime, formatMegabytes } from '../../../shared/format';

const t = frPrivacy.export;

/** « Exporter mes données »: ask, watch the progress, download for 7 days. */
export function ExportData() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const state = useQuery({
    ...trpc.privacy.exportState.queryOptions(),
    // While it is being made, its progress is read again every second and a half.
    refetchInterval: (q) => (q.state.data && (q.state.data.status === 'pending' || q.state.data.status === 'running') ? 1500 : false),
  });
  const request = useMutation(trpc.privacy.requestExport.mutationOptions({ onSuccess: (data) => queryClient.setQueryData(trpc.privacy.exportState.queryKey(), data) }));
  const e = state.data;
  const busy = e?.status === 'pending' || e?.status === 'running';
  return (
    <div className="export-data" data-testid="export-data">
      <h3>{t.title}</h3>
      <p className="muted">{t.lead}</p>
      {busy ? (
        <div role="status">
          <p>{t.running(e.progress)}</p>
          <progress max={100} value={e.progress} aria-label={t.progress} />
        </div>
      ) : null}
      {e?.status === 'ready' && e.downloadUrl && e.fileName && e.expiresAt ? (
        <div className="alert alert--success" role="status">
          <p>{t.ready(formatDayTime(new Date(e.expiresAt)))}</p>
          <PrivateFileLink className="btn btn--primary" href={e.downloadUrl} file={{ kind: 'dataExport', id: e.id }} fileName={e.fileName} type="application/zip" title={t.title}>
            {t.download(formatMegabytes(e.bytes ?? 0))}
          </PrivateFileLink>
        </div>
      ) : null}
      {e?.expired ? <p className="muted">{t.expired}</p> : null}
      {e?.status === 'failed' ? <p className="alert alert--error" role="alert">{t.failed}</p> : null}
      {request.error ? <div className="alert alert--error" role="alert">{describeError(request.error).message}</div> : null}
      {!busy ? (
        <button type="button" className="btn btn--ghost" onClick={() => request.mutate()} disabled={request.isPending || state.isPending}>
          {e ? t.again : t.request}
        </button>
      ) : null}
    </div>
  );
}
