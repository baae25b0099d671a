import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatCredits } from '../../../shared/credits';
import { paths } from '../../../shared/routes';
import { DEFAULT_STYLE, STYLES, TITLE_MAX, PROMPT_MAX, type StyleId } from '../../../shared/schemas/studio';
import { describeError } from '../../i18n/errors';
import { fr } from '../../i18n/fr';
import { useSession } from '../../lib/session';
import { errorCode, useTRPC } from '../../lib/trpc';
import { BuyCreditsDialog } from '../../components/BuyCreditsDialog';
import { History } from './History';
import { ExportPanel } from './ExportPanel';
import { Preview } from './Preview';
import { ScorePanel } from './ScorePanel';

interface Draft {
  title: string;
  prompt: string;
  style: StyleId;
}
const DRAFT_KEY = 'minialab.studio.draft';
const EMPTY: Draft = { title: '', prompt: '', style: DEFAULT_STYLE };

function loadDraft(): Draft {
  try {
    return { ...EMPTY, ...(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as Partial<Draft>) };
  } catch {
    return EMPTY;
  }
}

export default function StudioPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [draftLoaded, setDraftLoaded] = useState(false);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [buyOpen, setBuyOpen] = useState<null | 'short' | 'topup'>(null);

  // A visitor's settings survive the detour through /connexion (read after hydration: the server has no storage).
  useEffect(() => {
    setDraft(loadDraft());
    setDraftLoaded(true);
  }, []);
  useEffect(() => {
    if (draftLoaded) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  }, [draft, draftLoaded]);

  const balance = useQuery({ ...trpc.auth.balance.queryOptions(), enabled: signedIn });
  const current = useQuery({
    ...trpc.studio.get.queryOptions({ id: currentId ?? '' }),
    enabled: signedIn && Boolean(currentId),
    // The live stream brings changes at once; this slow poll only covers a dropped stream.
    refetchInterval: (query) => (query.state.data?.status === 'queued' || query.state.data?.status === 'rendering' ? 5000 : false),
  });
  const live = current.data && (current.data.status === 'queued' || current.data.status === 'rendering');
  useSubscription(
    trpc.studio.status.subscriptionOptions(
      { id: currentId ?? '' },
      {
        enabled: Boolean(live && currentId),
        onData: ({ data }) => {
          queryClient.setQueryData(trpc.studio.get.queryKey({ id: data.id }), data);
          if (data.status === 'ready' || data.status === 'failed') {
            void queryClient.invalidateQueries(trpc.studio.history.pathFilter());
            void queryClient.invalidateQueries(trpc.auth.balance.pathFilter());
          }
        },
      },
    ),
  );

  const generate = useMutation(
    trpc.studio.generate.mutationOptions({
      onSuccess: (thumbnail) => {
        setNotice(null);
        queryClient.setQueryData(trpc.studio.get.queryKey({ id: thumbnail.id }), thumbnail);
        setCurrentId(thumbnail.id);
        void queryClient.invalidateQueries(trpc.auth.balance.pathFilter());
        void queryClient.invalidateQueries(trpc.studio.history.pathFilter());
      },
      // Short of credits: offer the packs and plans right here.
      onError: (error) => {
        if (errorCode(error) === 'INSUFFICIENT_CREDITS') setBuyOpen('short');
      },
    }),
  );

  const history = useInfiniteQuery(
    trpc.studio.history.infiniteQueryOptions({ limit: 12 }, { enabled: signedIn, getNextPageParam: (page) => page.nextCursor }),
  );

  const running = generate.isPending || Boolean(live);
  const onGenerate = () => {
    if (!signedIn) {
      void navigate(`${paths.signIn}?suivant=${encodeURIComponent(paths.studio)}`);
      return;
    }
    generate.mutate(draft);
  };
  const onDuplicate = () => {
    const t = current.data;
    if (!t) return;
    setDraft({ title: t.title, prompt: t.prompt, style: (STYLES.find((s) => s.id === t.style)?.id ?? DEFAULT_STYLE) as StyleId });
    setCurrentId(null);
    setNotice(fr.studio.duplicated);
    document.getElementById('studio-title')?.focus();
  };

  return (
    <section className="page studio">
      <h1 className="visually-hidden">{fr.studio.title}</h1>
      <div className="studio__grid">
        <form
          className="card form studio__settings"
          aria-label={fr.studio.settings}
          onSubmit={(e) => {
            e.preventDefault();
            onGenerate();
          }}
        >
          <h2>{fr.studio.settings}</h2>
          <div className="field">
            <label htmlFor="studio-title">{fr.studio.titleLabel}</label>
            <input id="studio-title" name="title" value={draft.title} maxLength={TITLE_MAX} placeholder={fr.studio.titlePlaceholder} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor="studio-prompt">{fr.studio.promptLabel}</label>
            <textarea id="studio-prompt" name="prompt" rows={4} value={draft.prompt} maxLength={PROMPT_MAX} placeholder={fr.studio.promptPlaceholder} onChange={(e) => setDraft({ ...draft, prompt: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor="studio-style">{fr.studio.styleLabel}</label>
            <select id="studio-style" name="style" value={draft.style} onChange={(e) => setDraft({ ...draft, style: e.target.value as StyleId })}>
              {STYLES.map((s) => (
                <option key={s.id} value={s.id} title={s.description}>{s.label}</option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn--primary btn--lg" disabled={running}>
            {running ? fr.studio.generating : fr.studio.generate}
          </button>
          <p className="muted">
            {signedIn ? (
              <>
                {fr.studio.balanceLabel} : <strong data-testid="balance">{balance.data ? formatCredits(balance.data.credits) : '…'}</strong> · {fr.studio.cost} ·{' '}
                <button type="button" className="link-button" onClick={() => setBuyOpen('topup')}>{fr.buyCredits.open}</button>
              </>
            ) : (
              fr.studio.signInToGenerate
            )}
          </p>
          {generate.error ? (
            <div className="alert alert--error" role="alert">
              {describeError(generate.error).message}
            </div>
          ) : null}
          {current.data?.status === 'failed' ? <div className="alert alert--error" role="alert">{current.data.error ?? fr.studio.failed}</div> : null}
          {current.data?.status === 'ready' && current.data.error ? <div className="alert alert--error" role="alert">{current.data.error}</div> : null}
          {notice ? <div className="alert alert--info" role="status">{notice}</div> : null}
        </form>
        {signedIn ? <BuyCreditsDialog open={buyOpen !== null} short={buyOpen === 'short'} onOpenChange={(open) => setBuyOpen(open ? buyOpen : null)} balance={balance.data?.credits ?? null} /> : null}
        <Preview thumbnail={current.data ?? null} running={running} onDuplicate={onDuplicate}>
          {current.data?.score ? <ScorePanel thumbnail={current.data} /> : null}
          {current.data?.status === 'ready' ? <ExportPanel thumbnail={current.data} /> : null}
        </Preview>
      </div>
      {signedIn ? (
        <History
          pages={history.data?.pages ?? []}
          hasMore={Boolean(history.hasNextPage)}
          loadingMore={history.isFetchingNextPage}
          onMore={() => void history.fetchNextPage()}
          onSelect={(id) => {
            setCurrentId(id);
            setNotice(null);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
          selectedId={currentId}
        />
      ) : null}
    </section>
  );
}
