import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatCredits } from '../../../shared/credits';
import { paths } from '../../../shared/routes';
import { headlineOf } from '../../../shared/engine/design';
import { DEFAULT_STYLE, GenerateInput, STYLES, TITLE_MAX, PROMPT_MAX, type StyleId } from '../../../shared/schemas/studio';
import { describeError } from '../../i18n/errors';
import { fr } from '../../i18n/fr';
import { useSession } from '../../lib/session';
import { errorCode, useTRPC } from '../../lib/trpc';
import { BuyCreditsDialog } from '../../components/BuyCreditsDialog';
import { History } from './History';
import { ExportPanel } from './ExportPanel';
import { Preview } from './Preview';
import { ScorePanel } from './ScorePanel';
import { KeptNotice, TITLE_FIT_ID, TitleFitNotice } from './TitleFit';

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
  // The form checks what the server checks (GenerateInput), before anything is sent.
  const [titleError, setTitleError] = useState<string | null>(null);
  // The generation to bring into view when it is ready (on a phone it appears below the fold).
  const reveal = useRef<string | null>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const [announce, setAnnounce] = useState('');

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
        reveal.current = thumbnail.id;
        setAnnounce('');
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

  useEffect(() => {
    const t = current.data;
    if (!t || reveal.current !== t.id) return;
    if (t.status === 'failed') reveal.current = null;
    if (t.status !== 'ready') return;
    reveal.current = null;
    setAnnounce(fr.studio.ready);
    const el = previewRef.current;
    if (!el) return;
    const box = el.getBoundingClientRect();
    if (box.top >= 0 && box.top + Math.min(box.height, window.innerHeight * 0.6) <= window.innerHeight) return; // already in sight
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  }, [current.data]);

  const running = generate.isPending || Boolean(live);
  const edit = (next: Partial<Draft>) => {
    setDraft({ ...draft, ...next });
    setTitleError(null);
  };
  const onGenerate = () => {
    const parsed = GenerateInput.safeParse(draft);
    if (!parsed.success) {
      setTitleError(parsed.error.issues[0]?.message ?? null);
      document.getElementById('studio-title')?.focus();
      return;
    }
    if (!signedIn) {
      void navigate(`${paths.signIn}?suivant=${encodeURIComponent(paths.studio)}`);
      return;
    }
    generate.mutate(parsed.data);
  };
  const generateError = generate.error ? describeError(generate.error) : null;
  const headline = current.data?.status === 'ready' && current.data.design ? headlineOf(current.data.design) : undefined;
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
      <p className="visually-hidden" aria-live="polite" data-testid="studio-announce">
        {announce}
      </p>
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
            <input
              id="studio-title"
              name="title"
              value={draft.title}
              maxLength={TITLE_MAX}
              placeholder={fr.studio.titlePlaceholder}
              aria-invalid={titleError ? true : undefined}
              aria-describedby={`${titleError ? 'studio-title-error ' : ''}${TITLE_FIT_ID}`}
              onChange={(e) => edit({ title: e.target.value })}
            />
            {titleError ? (
              <p id="studio-title-error" className="field__error" role="alert">
                {titleError}
              </p>
            ) : null}
          </div>
          {draftLoaded ? <TitleFitNotice title={draft.title} style={draft.style} onUse={(title) => edit({ title })} /> : null}
          <div className="field">
            <label htmlFor="studio-prompt">{fr.studio.promptLabel}</label>
            <textarea id="studio-prompt" name="prompt" rows={4} value={draft.prompt} maxLength={PROMPT_MAX} placeholder={fr.studio.promptPlaceholder} onChange={(e) => edit({ prompt: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor="studio-style">{fr.studio.styleLabel}</label>
            <select id="studio-style" name="style" value={draft.style} onChange={(e) => edit({ style: e.target.value as StyleId })}>
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
          {generateError ? (
            <div className="alert alert--error" role="alert">
              {generateError.message}
              {generateError.details.length > 0 ? (
                <ul>
                  {generateError.details.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          {current.data?.status === 'failed' ? <div className="alert alert--error" role="alert">{current.data.error ?? fr.studio.failed}</div> : null}
          {current.data?.status === 'ready' && current.data.error ? <div className="alert alert--error" role="alert">{current.data.error}</div> : null}
          {notice ? <div className="alert alert--info" role="status">{notice}</div> : null}
        </form>
        {signedIn ? <BuyCreditsDialog open={buyOpen !== null} short={buyOpen === 'short'} onOpenChange={(open) => setBuyOpen(open ? buyOpen : null)} balance={balance.data?.credits ?? null} /> : null}
        <Preview ref={previewRef} thumbnail={current.data ?? null} running={running} onDuplicate={onDuplicate}>
          {headline ? <KeptNotice headline={headline} /> : null}
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
