import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { useTRPC } from '../../lib/trpc';
import type { HistoryItemView } from './thumbnail-view';

type Page = { items: HistoryItemView[]; nextCursor: string | null };
type Cached = Page | { pages: Page[]; pageParams: unknown[] };

/** The history's filters (`HistoryInput`): a list filtered by them may or may not hold a new thumbnail. */
const FILTERS = ['q', 'style', 'from', 'to', 'exports'] as const;

function isFiltered(key: QueryKey): boolean {
  const input = (key[1] as { input?: Record<string, unknown> } | undefined)?.input ?? {};
  return FILTERS.some((f) => input[f] !== undefined);
}

const newestFirst = (a: HistoryItemView, b: HistoryItemView) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1);

/**
 * Puts thumbnails the studio already holds (a generation's answer, a live status) into every cached
 * history list, as the server would list them: a changed one in its place, a new one first. The whole
 * history is not read again for each generation (twelve cards and their pictures' addresses, twice a
 * click); a filtered list, which may or may not show a new one, and a list being read at that moment
 * (its answer may predate the change) are asked again.
 */
export function showInHistory(queryClient: QueryClient, trpc: ReturnType<typeof useTRPC>, items: readonly HistoryItemView[]): void {
  const byId = new Map(items.map((i) => [i.id, i]));
  for (const [key, data] of queryClient.getQueriesData<Cached>(trpc.studio.history.pathFilter())) {
    if (!data) continue;
    const pages = 'pages' in data ? data.pages : [data];
    const known = new Set(pages.flatMap((p) => p.items.map((i) => i.id)));
    const fresh = items.filter((i) => !known.has(i.id));
    // A list being read right now may answer with what was true before this change: it is read again.
    if ((fresh.length > 0 && isFiltered(key)) || queryClient.isFetching({ queryKey: key, exact: true }) > 0) {
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
      continue;
    }
    const next = pages.map((p, n) => {
      const changed = p.items.map((i) => pick(byId.get(i.id)) ?? i);
      return { ...p, items: n === 0 && fresh.length > 0 ? [...fresh.map((i) => pick(i)!), ...changed].sort(newestFirst) : changed };
    });
    queryClient.setQueryData<Cached>(key, 'pages' in data ? { ...data, pages: next } : next[0]);
  }
}

/** A card's fields only: a whole thumbnail (with its design) would otherwise sit in the history's cache. */
function pick(t: HistoryItemView | undefined): HistoryItemView | undefined {
  if (!t) return undefined;
  const { id, title, style, status, batch, variant, createdAt, readyAt, previewUrl, downloadUrl } = t;
  return { id, title, style, status, batch, variant, createdAt, readyAt, previewUrl, downloadUrl };
}
