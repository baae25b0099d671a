import { fr } from '../../i18n/fr';
import type { ThumbnailView } from './Preview';

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Dakar' });

export function History(props: {
  pages: Array<{ items: ThumbnailView[] }>;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onSelect: (id: string) => void;
  selectedId: string | null;
}) {
  const items = props.pages.flatMap((p) => p.items);
  return (
    <section className="history" aria-labelledby="titre-historique">
      <h2 id="titre-historique">{fr.studio.history}</h2>
      {items.length === 0 ? <p className="muted">{fr.studio.historyEmpty}</p> : null}
      <ul className="history__grid">
        {items.map((t) => (
          <li key={t.id}>
            <button type="button" className={`thumb-card ${props.selectedId === t.id ? 'thumb-card--selected' : ''}`} onClick={() => props.onSelect(t.id)} data-testid="history-item">
              <span className="thumb-card__image">
                {t.previewUrl ? <img src={t.previewUrl} alt="" loading="lazy" width={480} height={270} /> : <span className="thumb-card__status">{fr.studio.statuses[t.status]}</span>}
              </span>
              <span className="thumb-card__title">{t.title || fr.studio.untitled}</span>
              <span className="thumb-card__meta">
                {dateFormat.format(new Date(t.createdAt))} · {fr.studio.statuses[t.status]}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {props.hasMore ? (
        <button type="button" className="btn btn--ghost" onClick={props.onMore} disabled={props.loadingMore}>
          {props.loadingMore ? fr.loading : fr.studio.loadMore}
        </button>
      ) : null}
    </section>
  );
}
