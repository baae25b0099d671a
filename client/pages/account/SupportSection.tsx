import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { describeError } from '../../i18n/errors';
import { frSupport as t } from '../../i18n/fr-support';
import { useTRPC } from '../../lib/trpc';
import { formatDayTime } from '../../../shared/format';


/** « Support »: a request (subject, message, an optional thumbnail), and the answers. */
export function SupportSection({ priority }: { priority: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const ids = { subject: useId(), message: useId(), thumbnail: useId() };
  const mine = useQuery(trpc.support.mine.queryOptions());
  const thumbnails = useQuery(trpc.studio.history.queryOptions({ limit: 30 }));
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [thumbnailId, setThumbnailId] = useState('');
  const send = useMutation(
    trpc.support.send.mutationOptions({
      onSuccess: () => {
        setSubject('');
        setMessage('');
        setThumbnailId('');
        void queryClient.invalidateQueries({ queryKey: trpc.support.mine.queryKey() });
      },
    }),
  );
  const error = send.error ? describeError(send.error) : null;
  return (
    <section className="card support" id="support" aria-labelledby="support-title">
      <h2 id="support-title">{t.title}</h2>
      <p className="muted">{t.lead}</p>
      {priority ? <p className="alert alert--info">{t.priority}</p> : null}
      <form
        className="support__form"
        aria-labelledby="support-title"
        onSubmit={(e) => {
          e.preventDefault();
          send.mutate({ subject, message, thumbnailId: thumbnailId || undefined });
        }}
      >
        <div className="field">
          <label htmlFor={ids.subject}>{t.subject}</label>
          <input id={ids.subject} maxLength={120} required value={subject} onChange={(e) => setSubject(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={ids.message}>{t.message}</label>
          <textarea id={ids.message} rows={5} maxLength={5000} required value={message} onChange={(e) => setMessage(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={ids.thumbnail}>{t.thumbnail}</label>
          <select id={ids.thumbnail} value={thumbnailId} onChange={(e) => setThumbnailId(e.target.value)}>
            <option value="">{t.none}</option>
            {(thumbnails.data?.items ?? []).map((th) => (
              <option key={th.id} value={th.id}>
                {th.title}
              </option>
            ))}
          </select>
        </div>
        {error ? (
          <div className="alert alert--error" role="alert">
            {[error.message, ...error.details].join(' ')}
          </div>
        ) : null}
        {send.data ? <p className="alert alert--success" role="status">{t.sent(send.data.reference)}</p> : null}
        <button type="submit" className="btn btn--primary" disabled={send.isPending}>
          {send.isPending ? t.sending : t.send}
        </button>
      </form>
      {mine.data && mine.data.length > 0 ? (
        <div className="support__history">
          <h3>{t.history}</h3>
          <ul data-testid="support-requests">
            {mine.data.map((r) => (
              <li key={r.id} className="support__item">
                <p>
                  <strong>{r.reference}</strong> · {r.subject} <span className="muted">· {formatDayTime(new Date(r.createdAt))}{r.priority ? ` · ${t.prioritaire}` : ''}</span>
                </p>
                <p className="support__message">{r.message}</p>
                {r.answer && r.answeredAt ? (
                  <div className="alert alert--success">
                    <p>
                      <strong>{t.answered(formatDayTime(new Date(r.answeredAt)))}</strong>
                    </p>
                    <p className="support__message">{r.answer}</p>
                  </div>
                ) : (
                  <p className="muted">{t.waiting}</p>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
