import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { Design } from '../../../shared/engine/model/design';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/routes';
import { headlineOf } from '../../../shared/engine/model/design';
import { GenerateInput, type ThumbnailStatus } from '../../../shared/schemas/studio';
import { describeError } from '../../i18n/errors';
import { failureMessage } from '../../i18n/failures';
import { fr } from '../../i18n/fr';
import { frHistory } from '../../i18n/fr-history';
import { EDIT_PARAM, MINIATURE_PARAM } from '../../../shared/schemas/history';
import { keepStudioDraft, sessionStore, takeStudioDraft, type Owner } from '../../lib/device-drafts';
import { useSession } from '../../lib/session';
import { createClickNames, outcomeUnknown, rereadPaidState } from '../../lib/paid-action';
import { errorCode, useTRPC } from '../../lib/trpc';
import { frPaid } from '../../i18n/fr-paid';
import { BuyCreditsDialog } from '../../components/BuyCreditsDialog';
import { History } from './History';
import { ExportPanel } from './ExportPanel';
import { isLive, LiveWatch } from './LiveWatch';
import { canChangeSubject, OtherSubject } from './OtherSubject';
import { frInstruction } from '../../i18n/fr-instruction';
import { InstructionBox } from './InstructionBox';
import { FaceSwapMarks, FaceSwapPanel } from './FaceSwapPanel';
import { Preview } from './Preview';
import type { ThumbnailView } from './thumbnail-view';
import { ScorePanel } from './ScorePanel';
import { StageProgress } from './StageProgress';
import { EMPTY_DRAFT, generationCost, generationRequest, isEmptyDraft, parseDraft, type StudioDraft } from './studio-draft';
import { FIELD_IDS, StudioSettings, type FieldError } from './StudioSettings';
import { BrandPanel } from './BrandPanel';
import { KeptNotice } from './TitleFit';
import { VariantStrip } from './VariantStrip';
import { smallPhotoNames, useImageNames, usePhotoSizes } from './photo-sizes';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { YouTubePreview } from './YouTubePreview';
import { Versions } from './Versions';
import { showInHistory } from './history-cache';

const FIELDS = new Set<string>(Object.keys(FIELD_IDS));

/** The first refusal of the form, on the field the user can fix it in (an empty brief and title: the brief in « Prompt »). */
function firstFieldError(draft: StudioDraft, issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldError | null {
  const issue = issues[0];
  if (!issue) return null;
  let field = String(issue.path[0] ?? 'title');
  if (field === 'title' && draft.mode === 'prompt') field = 'prompt';
  return { field: (FIELDS.has(field) ? field : 'title') as FieldError['field'], message: issue.message };
}

/**
 * The studio is its owner's: when the person changes (signed out here or in another tab, expired,
 * someone else signed in) the page starts afresh with that person's own settings and nothing of the
 * thumbnails the one before had open.
 */
export default function StudioPage() {
  const session = useSession();
  const owner: Owner | undefined = session.isPending ? undefined : (session.data?.user?.id ?? null);
  return <Studio key={owner === undefined ? 'pending' : (owner ?? 'visitor')} owner={owner} />;
}

function Studio({ owner }: { owner: Owner | undefined }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const [draft, setDraft] = useState<StudioDraft>(EMPTY_DRAFT);
  const [draftLoaded, setDraftLoaded] = useState(false);
  const [currentId, setCurrentId] = useState<string | null>(null);
  // The variants of the last click (empty for a single one), shown side by side.
  const [batchIds, setBatchIds] = useState<string[]>([]);
  // Generations started on this page: their stages stay on screen once they are ready.
  const [startedHere, setStartedHere] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [buyOpen, setBuyOpen] = useState<null | 'short' | 'topup'>(null);
  // The form checks what the server checks (GenerateInput), before anything is sent.
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  // The generation to bring into view when it is ready (on a phone it appears below the fold).
  const reveal = useRef<string | null>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const [announce, setAnnounce] = useState('');
  // « Décrire une modification »: the design it gives, drawn in the preview until applied or cleared.
  const [instructionDesign, setInstructionDesign] = useState<Design | null>(null);
  const onInstructionPreview = useCallback((design: Design | null) => setInstructionDesign(design), []);
  // The face Face Swap replaces, when the design holds several: chosen in its list or on the preview.
  const [swapFace, setSwapFace] = useState<number | null>(null);
  const onInstructionSaved = useCallback((_saved: ThumbnailView) => setAnnounce(frInstruction.applied), []);

  // A visitor's settings survive the detour through /connexion (read after hydration: the server has no storage).
  useEffect(() => {
    if (owner === undefined) return;
    const kept = parseDraft(takeStudioDraft(sessionStore(), owner, (raw) => isEmptyDraft(parseDraft(raw))));
    // As a transition: the studio renders again in slices, not in one long task as the page starts.
    startTransition(() => {
      setDraft(kept);
      setDraftLoaded(true);
    });
  }, [owner]);
  useEffect(() => {
    if (draftLoaded && owner !== undefined) keepStudioDraft(sessionStore(), owner, JSON.stringify(draft), isEmptyDraft(draft));
  }, [draft, draftLoaded, owner]);

  const balance = useQuery({ ...trpc.auth.balance.queryOptions(), enabled: signedIn });
  // The live stream brings changes at once; this slow poll only covers a dropped stream.
  const slowPoll = (query: { state: { data?: { status: ThumbnailStatus } } }) => (isLive(query.state.data) ? 5000 : false);
  const current = useQuery({
    ...trpc.studio.get.queryOptions({ id: currentId ?? '' }),
    enabled: signedIn && Boolean(currentId),
    refetchInterval: slowPoll,
  });
  const variants = useQueries({
    queries: batchIds.map((id) => ({ ...trpc.studio.get.queryOptions({ id }), enabled: signedIn, refetchInterval: slowPoll })),
  });
  const watched = new Set<string>();
  if (currentId && isLive(current.data)) watched.add(currentId);
  batchIds.forEach((id, i) => isLive(variants[i]?.data) && watched.add(id));
  const live = isLive(current.data);

  // Sent again after an answer that never came, the same click keeps its name: the server answers what
  // it made instead of charging twice. Any change to the settings makes it a new click.
  const [clicks] = useState(createClickNames);
  // A chosen photo whose face is too small for a hero: asked before generating (« Continuer quand même »).
  const photoSizes = usePhotoSizes(draft.mode === 'images' ? draft.images : [], signedIn && draft.mode === 'images');
  const smallPhotos = (photoSizes.data?.items ?? []).filter((i) => i.size === 'small' && draft.images.includes(i.id));
  const [smallAsk, setSmallAsk] = useState<GenerateInput | null>(null);
  const imageNames = useImageNames(signedIn && draft.mode === 'images');
  const generate = useMutation(
    trpc.studio.generate.mutationOptions({
      onSuccess: (result) => {
        clicks.answered();
        setNotice(null);
        reveal.current = result.id;
        setAnnounce('');
        for (const v of result.variants) queryClient.setQueryData(trpc.studio.get.queryKey({ id: v.id }), v);
        setBatchIds(result.variants.length > 1 ? result.variants.map((v) => v.id) : []);
        setStartedHere((ids) => new Set([...ids, ...result.variants.map((v) => v.id)]));
        setCurrentId(result.id);
        void queryClient.invalidateQueries(trpc.auth.balance.pathFilter());
        showInHistory(queryClient, trpc, result.variants);
      },
      // Short of credits: offer the packs and plans right here.
      onError: (error, variables) => {
        if (errorCode(error) === 'INSUFFICIENT_CREDITS') setBuyOpen('short');
        // A photo finished its analysis meanwhile and is too small: the same question as before the click.
        if (errorCode(error) === 'PHOTO_TOO_SMALL') {
          const again = GenerateInput.safeParse(variables);
          if (again.success) setSmallAsk(again.data);
        }
        // It may have been made: the balance and the history say so once the service is back.
        if (outcomeUnknown(error)) void rereadPaidState(queryClient, trpc);
      },
    }),
  );

  // « Mes miniatures » in /espace opens one here: /studio?miniature=<id> (read once, then dropped from the address).
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get(MINIATURE_PARAM);
  const editAsked = searchParams.has(EDIT_PARAM);
  // « Enregistrer » in the sign-out warning: that thumbnail in the editor, where its draft is saved.
  const [editRequest, setEditRequest] = useState<{ id: string; at: number } | null>(null);
  useEffect(() => {
    if (!asked) return;
    setCurrentId(asked);
    setBatchIds([]);
    if (editAsked) setEditRequest({ id: asked, at: Date.now() });
    setSearchParams(
      (params) => {
        params.delete(MINIATURE_PARAM);
        params.delete(EDIT_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [asked, editAsked, setSearchParams]);

  // « Dupliquer »: a free copy of the whole design, opened at once as the current thumbnail.
  const duplicate = useMutation(
    trpc.studio.duplicate.mutationOptions({
      onSuccess: (copy) => {
        queryClient.setQueryData(trpc.studio.get.queryKey({ id: copy.id }), copy);
        setBatchIds([]);
        setCurrentId(copy.id);
        setNotice(frHistory.duplicated);
        void queryClient.invalidateQueries(trpc.studio.history.pathFilter());
      },
      onError: (error) => setNotice(describeError(error).message),
    }),
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

  const running = generate.isPending || live;
  const edit = (next: Partial<StudioDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setFieldError(null);
  };
  const onGenerate = () => {
    const parsed = GenerateInput.safeParse(generationRequest(draft));
    if (!parsed.success) {
      const error = firstFieldError(draft, parsed.error.issues);
      setFieldError(error);
      if (error) document.getElementById(FIELD_IDS[error.field])?.focus();
      return;
    }
    if (!signedIn) {
      void navigate(`${paths.signIn}?suivant=${encodeURIComponent(paths.studio)}`);
      return;
    }
    if (smallPhotos.length > 0 && draft.mode === 'images') {
      setSmallAsk(parsed.data);
      return;
    }
    generate.mutate({ ...parsed.data, requestId: clicks.nameFor(parsed.data) });
  };
  const generateSmall = () => {
    if (!smallAsk) return;
    const accepted = { ...smallAsk, smallPhotos: true };
    setSmallAsk(null);
    generate.mutate({ ...accepted, requestId: clicks.nameFor(accepted) });
  };
  const generateError = generate.error
    ? errorCode(generate.error) === 'INSUFFICIENT_CREDITS'
      ? { message: fr.studio.shortError(generate.variables?.variants ?? 1, generationCost(generate.variables?.variants ?? 1)), details: [] }
      : outcomeUnknown(generate.error)
        ? { message: frPaid.generationUnknown, details: [] }
        : describeError(generate.error)
    : null;
  const t = current.data;
  const headline = t?.status === 'ready' && t.design ? headlineOf(t.design) : undefined;
  const onDuplicate = () => {
    if (t?.status === 'ready') duplicate.mutate({ id: t.id });
  };
  const showStages = t && t.status !== 'failed' && (isLive(t) || startedHere.has(t.id));

  return (
    <section className="page studio">
      <h1 className="visually-hidden">{fr.studio.title}</h1>
      <p className="visually-hidden" aria-live="polite" data-testid="studio-announce">
        {announce}
      </p>
      {[...watched].map((id) => (
        <LiveWatch key={id} id={id} />
      ))}
      <div className="studio__grid">
        <StudioSettings
          draft={draft}
          loaded={draftLoaded}
          onChange={edit}
          signedIn={signedIn}
          balance={balance.data?.credits ?? null}
          running={running}
          error={fieldError}
          onSubmit={onGenerate}
          onTopUp={() => setBuyOpen('topup')}
        >
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
          {t?.status === 'failed' ? <div className="alert alert--error" role="alert">{t.error ? failureMessage(t.error) : fr.studio.failed}</div> : null}
          {t?.status === 'ready' && t.error ? <div className="alert alert--error" role="alert">{failureMessage(t.error)}</div> : null}
          {notice ? <div className="alert alert--info" role="status">{notice}</div> : null}
        </StudioSettings>
        <ConfirmDialog
          open={smallAsk !== null}
          onOpenChange={(open) => (open ? undefined : setSmallAsk(null))}
          title={fr.studio.photoSizes.dialogTitle}
          confirm={fr.studio.photoSizes.dialogConfirm}
          cancel={fr.studio.photoSizes.dialogCancel}
          onConfirm={generateSmall}
        >
          <p>{fr.studio.photoSizes.dialogText(smallPhotoNames(smallPhotos.map((p) => p.id), imageNames))}</p>
        </ConfirmDialog>
        {signedIn ? <BuyCreditsDialog open={buyOpen !== null} short={buyOpen === 'short'} onOpenChange={(open) => setBuyOpen(open ? buyOpen : null)} balance={balance.data?.credits ?? null} /> : null}
        <Preview
          ref={previewRef}
          thumbnail={t ?? null}
          running={running}
          onDuplicate={onDuplicate}
          // The variants of the click go along: the YouTube preview compares them side by side.
          actions={<YouTubePreview thumbnail={t ?? null} variants={currentId && batchIds.includes(currentId) ? variants.map((q) => q.data) : []} />}
          previewDesign={instructionDesign}
          editRequest={editRequest}
          overlay={signedIn && t?.design ? <FaceSwapMarks thumbnail={t} face={swapFace} onFace={setSwapFace} /> : null}
          before={
            <>
              {batchIds.length > 1 && currentId && batchIds.includes(currentId) ? (
                <VariantStrip ids={batchIds} variants={variants.map((q) => q.data)} currentId={currentId} onSelect={setCurrentId} />
              ) : null}
              {showStages ? <StageProgress stage={t.stage} images={t.images} /> : null}
            </>
          }
        >
          {t?.status === 'ready' && t.design ? <InstructionBox key={`instruction-${t.id}`} thumbnail={t} onPreview={onInstructionPreview} onSaved={onInstructionSaved} /> : null}
          {/* Face Swap, or why not (the plan, no DigitalMe, no photographed face: then « Moi »); kept while the swap is drawn. */}
          {signedIn && t?.design && t.readyAt && t.status !== 'failed' ? <FaceSwapPanel key={`faceswap-${t.id}`} thumbnail={t} face={swapFace} onFace={setSwapFace} /> : null}
          {t && canChangeSubject(t) ? <OtherSubject thumbnail={t} /> : null}
          {headline ? <KeptNotice headline={headline} /> : null}
          {t?.score ? <ScorePanel thumbnail={t} /> : null}
          {t?.status === 'ready' ? <ExportPanel thumbnail={t} /> : null}
          {/* Once drawn, its versions stay listed while a new one is drawn (restore is then disabled). */}
          {t && t.readyAt && t.status !== 'failed' ? <Versions thumbnail={t} /> : null}
        </Preview>
      </div>
      {/* « Ma marque » has its own form: outside the settings' form, below the preview. It and the
          history sit below the fold: each in a boundary of its own, React hydrates them after the
          form and the preview, in a pass of their own, rather than in one long task with them. */}
      {signedIn ? (
        <div id="ma-marque">
          <Suspense fallback={null}>
            <BrandPanel />
          </Suspense>
        </div>
      ) : null}
      {signedIn ? (
        <Suspense fallback={null}>
          <History
            onOpen={(id) => {
              setCurrentId(id);
              setNotice(null);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
            selectedId={currentId}
            openCopies
            onDeleted={(ids) => {
              if (currentId && ids.includes(currentId)) setCurrentId(null);
              setBatchIds((batch) => batch.filter((id) => !ids.includes(id)));
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
