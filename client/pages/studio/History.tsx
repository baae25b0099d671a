import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { HISTORY_EXPORTS, RenameTitle, STUDIO_HISTORY_PAGE, type HistoryExport } from '../../../shared/schemas/history';
import { STYLES, type StyleId } from '../../../shared/schemas/studio';
import { describeError } from '../../i18n/errors';
import { fr } from '../../i18n/fr';
import { downloadName, frHistory as t } from '../../i18n/fr-history';
import { frLoading } from '../../i18n/fr-loading';
import { ALONE, useTRPC } from '../../lib/trpc';
import type { HistoryItemView } from './thumbnail-view';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DownloadLink } from '../../components/DownloadLink';
import { SectionError } from '../../components/SectionError';
import { Skeleton } from '../../components/Skeleton';
import { formatListDayTime } from '../../../shared/format';

const PAGE = STUDIO_HISTORY_PAGE;
/** Typing in the search field asks the server once the person pauses. */
const SEARCH_PAUSE_MS = 250;

interface Filters {
  q: string;
  style: StyleId | '';
  from: string;
  to: string;
  exports: HistoryExport[];
}
const NO_FILTERS: Filters = { q: '', style: '', from: '', to: '', exports: [] };

/**
 * The user's thumbnails, as a history they manage: search by title (accents and case ignored),
 * filters (style, days, exports made), infinite scroll with a « Voir plus » button for keyboards,
 * and per card: open, download, duplicate, rename in place, delete with a confirmation; several at
 * once in « Sélectionner » mode. The same component serves the studio and « Mes miniatures » in /espace.
 */
export function History(props: {
  /** Opens a thumbnail (the studio selects it; /espace goes to the studio with it). */
  onOpen: (id: string) => void;
  selectedId?: string | null;
  /** The section's heading (« Historique » in the studio, « Mes miniatures » in /espace). */
  title?: string;
  /** In the studio, a copy opens at once (like « Dupliquer » under the preview). */
  openCopies?: boolean;
  /** Deleted ids, so that the page can forget a thumbnail it was showing. */
  onDeleted?: (ids: string[]) => void;
  /**
   * Whether scrolling past the last card asks for the next page by itself (the default). In /espace
   * the sections below the history would run away from someone scrolling down to them: there the
   * next page comes with « Voir plus » only.
   */
  autoLoad?: boolean;
  /** Asks for its pages in requests of their own (client/lib/trpc.ts ALONE), as /espace's sections do. */
  alone?: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [query, setQuery] = useState('');
  const [notice, setNotice] = useState('');
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirm, setConfirm] = useState<{ ids: string[]; title: string | null } | null>(null);
  const [renaming, setRenaming] = useState<{ id: string; value: string; error: string | null } | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(filters.q.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [filters.q]);

  const datesWrong = Boolean(filters.from && filters.to && filters.from > filters.to);
  const input = {
    limit: PAGE,
    ...(query ? { q: query } : {}),
    ...(filters.style ? { style: filters.style } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to && !datesWrong ? { to: filters.to } : {}),
    ...(filters.exports.length > 0 ? { exports: filters.exports } : {}),
  };
  // While new filters are asked for, the cards shown stay (no flash of « Chargement… » on each key).
  const history = useInfiniteQuery(
    trpc.studio.history.infiniteQueryOptions(input, { getNextPageParam: (page) => page.nextCursor, placeholderData: keepPreviousData, ...(props.alone ? ALONE : {}) }),
  );
  const items = history.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = Boolean(query || filters.style || filters.from || filters.to || filters.exports.length > 0);

  // Infinite scroll: the sentinel under the grid asks for the next page a little before it shows.
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const autoLoad = props.autoLoad ?? true;
  useEffect(() => {
    const el = sentinel.current;
    if (!autoLoad || !el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [autoLoad, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const refresh = () => queryClient.invalidateQueries(trpc.studio.history.pathFilter());

  const duplicate = useMutation(
    trpc.studio.duplicate.mutationOptions({
      onSuccess: (copy) => {
        queryClient.setQueryData(trpc.studio.get.queryKey({ id: copy.id }), copy);
        setNotice(t.duplicated);
        void refresh();
        if (props.openCopies) props.onOpen(copy.id);
      },
    }),
  );
  const rename = useMutation(
    trpc.studio.rename.mutationOptions({
      onSuccess: (thumbnail) => {
        queryClient.setQueryData(trpc.studio.get.queryKey({ id: thumbnail.id }), thumbnail);
        setRenaming(null);
        setNotice(t.renamed);
        void refresh();
      },
      onError: (error) => {
        const { message, details } = describeError(error);
        setRenaming((r) => (r ? { ...r, error: details[0] ?? message } : r));
      },
    }),
  );
  const remove = useMutation(
    trpc.studio.delete.mutationOptions({
      onSuccess: ({ deleted }, { ids }) => {
        setConfirm(null);
        setSelected(new Set());
        setSelecting(false);
        setNotice(t.deleted(deleted));
        for (const id of ids) queryClient.removeQueries(trpc.studio.get.queryFilter({ id }));
        props.onDeleted?.(ids);
        void refresh();
      },
    }),
  );

  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submitRename = () => {
    if (!renaming) return;
    const parsed = RenameTitle.safeParse(renaming.value);
    if (!parsed.success) {
      setRenaming({ ...renaming, error: parsed.error.issues[0]?.message ?? null });
      return;
    }
    rename.mutate({ id: renaming.id, title: parsed.data });
  };
  const edit = (next: Partial<Filters>) => setFilters((f) => ({ ...f, ...next }));
  const actionError = duplicate.error ? describeError(duplicate.error).message : null;

  return (
    <section className="history history--managed" aria-labelledby={headingId} aria-busy={history.isPending}>
      <div className="history__head">
        <h2 id={headingId}>{props.title ?? t.title}</h2>
        {items.length > 0 || selecting ? (
          <button type="button" className="btn btn--ghost btn--sm" aria-pressed={selecting} onClick={() => (setSelecting(!selecting), setSelected(new Set()))}>
            {selecting ? t.endSelect : t.select}
          </button>
        ) : null}
      </div>

      <form className="history__filters" role="search" aria-label={t.filters} onSubmit={(e) => e.preventDefault()}>
        <div className="field history__search">
          <label htmlFor={`${headingId}-q`}>{t.search}</label>
          <input id={`${headingId}-q`} type="search" value={filters.q} maxLength={100} placeholder={t.searchPlaceholder} onChange={(e) => edit({ q: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={`${headingId}-style`}>{t.style}</label>
          <select id={`${headingId}-style`} value={filters.style} onChange={(e) => edit({ style: e.target.value as StyleId | '' })}>
            <option value="">{t.anyStyle}</option>
            {STYLES.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${headingId}-from`}>{t.from}</label>
          <input id={`${headingId}-from`} type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => edit({ from: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={`${headingId}-to`}>{t.to}</label>
          <input
            id={`${headingId}-to`}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            aria-invalid={datesWrong || undefined}
            aria-describedby={datesWrong ? `${headingId}-dates` : undefined}
            onChange={(e) => edit({ to: e.target.value })}
          />
        </div>
        <fieldset className="history__exports">
          <legend>{t.exports}</legend>
          {HISTORY_EXPORTS.map((format) => (
            <label key={format} className="history__check">
              <input
                type="checkbox"
                checked={filters.exports.includes(format)}
                onChange={(e) => edit({ exports: e.target.checked ? [...filters.exports, format] : filters.exports.filter((f) => f !== format) })}
              />
              {t.exportLabels[format]}
            </label>
          ))}
        </fieldset>
        {filtered || filters.q ? (
          <button type="button" className="btn btn--ghost btn--sm history__clear" onClick={() => (setFilters(NO_FILTERS), setQuery(''))}>
            {t.clear}
          </button>
        ) : null}
        {datesWrong ? (
          <p id={`${headingId}-dates`} className="field__error history__dates-error">
            {t.datesOrder}
          </p>
        ) : null}
      </form>

      <p className="visually-hidden" aria-live="polite">
        {notice}
      </p>
      {notice ? <p className="alert alert--info history__notice">{notice}</p> : null}
      {actionError ? <div className="alert alert--error" role="alert">{actionError}</div> : null}
      {history.error ? <SectionError error={history.error} onRetry={history.refetch} retrying={history.isFetching} /> : null}

      {selecting ? (
        <div className="history__selection">
          <span>{t.selected(selected.size)}</span>
          <button type="button" className="btn btn--primary btn--sm" disabled={selected.size === 0} onClick={() => setConfirm({ ids: [...selected], title: null })}>
            {t.removeSelected(selected.size)}
          </button>
        </div>
      ) : null}

      {history.isPending ? (
        <Skeleton kind="cards" label={frLoading.thumbnails} />
      ) : items.length === 0 && !history.error ? (
        <p className="muted">{filtered ? t.noMatch : t.empty}</p>
      ) : null}
      <ul className="history__grid">
        {items.map((item) => (
          <HistoryCard
            key={item.id}
            item={item}
            selected={props.selectedId === item.id}
            selecting={selecting}
            checked={selected.has(item.id)}
            onToggle={() => toggle(item.id)}
            onOpen={() => props.onOpen(item.id)}
            onDuplicate={() => duplicate.mutate({ id: item.id })}
            duplicating={duplicate.isPending && duplicate.variables?.id === item.id}
            renaming={renaming?.id === item.id ? renaming : null}
            onRenameStart={() => setRenaming({ id: item.id, value: item.title, error: null })}
            onRenameChange={(value) => setRenaming((r) => (r ? { ...r, value, error: null } : r))}
            onRenameSubmit={submitRename}
            onRenameCancel={() => setRenaming(null)}
            saving={rename.isPending}
            onDelete={() => setConfirm({ ids: [item.id], title: item.title || fr.studio.untitled })}
          />
        ))}
      </ul>
      <div ref={sentinel} className="history__sentinel" aria-hidden="true" />
      {history.hasNextPage ? (
        <button type="button" className="btn btn--ghost" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
          {history.isFetchingNextPage ? t.loading : t.loadMore}
        </button>
      ) : null}

      <ConfirmDelete
        target={confirm}
        pending={remove.isPending}
        error={remove.error ? describeError(remove.error).message : null}
        onConfirm={() => confirm && remove.mutate({ ids: confirm.ids })}
        onOpenChange={(open) => {
          if (!open) {
            setConfirm(null);
            remove.reset();
          }
        }}
      />
    </section>
  );
}

function HistoryCard(props: {
  item: HistoryItemView;
  selected: boolean;
  selecting: boolean;
  checked: boolean;
  onToggle: () => void;
  onOpen: () => void;
  onDuplicate: () => void;
  duplicating: boolean;
  renaming: { value: string; error: string | null } | null;
  onRenameStart: () => void;
  onRenameChange: (value: string) => void;
  onRenameSubmit: () => void;
  onRenameCancel: () => void;
  saving: boolean;
  onDelete: () => void;
}) {
  const { item } = props;
  const title = item.title || fr.studio.untitled;
  const busy = item.status === 'queued' || item.status === 'rendering';
  const fieldId = useId();
  const renameField = useRef<HTMLInputElement>(null);
  const renameOpen = props.renaming !== null;
  // The field takes the focus once, when it appears (typing must not move the caret).
  useEffect(() => {
    if (renameOpen) renameField.current?.focus();
  }, [renameOpen]);
  return (
    <li className={`history-card ${props.checked ? 'history-card--checked' : ''}`} data-testid="history-card" data-id={item.id}>
      {props.selecting ? (
        <label className="history-card__check">
          <input type="checkbox" checked={props.checked} onChange={props.onToggle} aria-label={t.selectOf(title)} />
        </label>
      ) : null}
      <button type="button" className={`thumb-card ${props.selected ? 'thumb-card--selected' : ''}`} onClick={props.onOpen} aria-label={t.open(title)} aria-current={props.selected || undefined} data-testid="history-item">
        <span className="thumb-card__image">
          {item.previewUrl ? <img src={item.previewUrl} alt="" loading="lazy" width={480} height={270} /> : <span className="thumb-card__status">{fr.studio.statuses[item.status]}</span>}
        </span>
        <span className="thumb-card__title">{title}</span>
        <span className="thumb-card__meta">
          {formatListDayTime(new Date(item.createdAt))} · {fr.studio.statuses[item.status]}
        </span>
      </button>
      {props.renaming ? (
        <form
          className="history-card__rename"
          onSubmit={(e) => {
            e.preventDefault();
            props.onRenameSubmit();
          }}
        >
          <label htmlFor={fieldId} className="visually-hidden">
            {t.renameLabel}
          </label>
          <input
            id={fieldId}
            ref={renameField}
            value={props.renaming.value}
            maxLength={200}
            aria-invalid={props.renaming.error ? true : undefined}
            aria-describedby={props.renaming.error ? `${fieldId}-error` : undefined}
            onChange={(e) => props.onRenameChange(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') props.onRenameCancel();
            }}
          />
          <button type="submit" className="btn btn--primary btn--sm" disabled={props.saving}>
            {t.save}
          </button>
          <button type="button" className="btn btn--ghost btn--sm" onClick={props.onRenameCancel}>
            {t.cancel}
          </button>
          {props.renaming.error ? (
            <p id={`${fieldId}-error`} className="field__error" role="alert">
              {props.renaming.error}
            </p>
          ) : null}
        </form>
      ) : (
        <div className="history-card__actions">
          {item.status === 'ready' && item.downloadUrl ? (
            <DownloadLink className="btn btn--ghost btn--sm" href={item.downloadUrl} download={downloadName(title)} file={{ kind: 'thumbnail', id: item.id }} fileName={downloadName(title)} title={title} ariaLabel={t.downloadOf(title)}>
              {t.download}
            </DownloadLink>
          ) : null}
          <button type="button" className="btn btn--ghost btn--sm" onClick={props.onDuplicate} disabled={item.status !== 'ready' || props.duplicating} aria-label={t.duplicateOf(title)}>
            {t.duplicate}
          </button>
          <button type="button" className="btn btn--ghost btn--sm" onClick={props.onRenameStart} aria-label={t.renameOf(title)}>
            {t.rename}
          </button>
          <button type="button" className="btn btn--ghost btn--sm history-card__delete" onClick={props.onDelete} disabled={busy} aria-label={t.removeOf(title)} title={busy ? t.busy : undefined}>
            {t.remove}
          </button>
        </div>
      )}
    </li>
  );
}

/** One confirmation for one or several thumbnails. */
function ConfirmDelete(props: { target: { ids: string[]; title: string | null } | null; pending: boolean; error: string | null; onConfirm: () => void; onOpenChange: (open: boolean) => void }) {
  const n = props.target?.ids.length ?? 0;
  return (
    <ConfirmDialog
      open={props.target !== null}
      onOpenChange={props.onOpenChange}
      title={t.confirmTitle(n)}
      confirm={t.confirm(n)}
      onConfirm={props.onConfirm}
      pending={props.pending}
      pendingLabel={t.deleting}
      error={props.error}
    >
      <p>{n === 1 && props.target?.title ? t.confirmOne(props.target.title) : t.confirmMany(n)}</p>
    </ConfirmDialog>
  );
}
