import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  AFTER_VERIFY_KEY,
  editorDraftKey,
  editorDraftsOf,
  forgetOnDevice,
  keepStudioDraft,
  legacyEditorDraftKey,
  studioDraftKey,
  takeStudioDraft,
  type KeyedStorage,
} from '../../client/lib/device-drafts';
import { applySessionEvent, dropCachedAnswers, emitSessionEvent, onSessionEvent } from '../../client/lib/session';
import { dropOlderDrafts, readDraft, writeDraft } from '../../client/pages/studio/editor/editor-draft';
import { EMPTY_DRAFT, isEmptyDraft, parseDraft } from '../../client/pages/studio/studio-draft';
import { readSessionMessage } from '../../shared/session';

/** The Web Storage API over a Map, as a browser tab has it. */
function storage(entries: Record<string, string> = {}): KeyedStorage & Storage & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, String(v)),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
    dump: () => Object.fromEntries(map),
  };
}

const A = '6f1c2d3e-0000-4000-8000-00000000000a';
const B = '6f1c2d3e-0000-4000-8000-00000000000b';
const T1 = '0f8fad5b-d9cb-469f-a165-70867728950e';
const T2 = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const ops = (text: string) => JSON.stringify({ ops: [{ op: 'set-text', layer: 'headline', text }], at: '2026-05-01T10:00:00.000Z' });
const studio = (title: string) => JSON.stringify({ ...EMPTY_DRAFT, title });
const emptyRaw = (raw: string) => isEmptyDraft(parseDraft(raw));

describe('drafts on a shared phone', () => {
  it('an explicit sign-out leaves nothing of the person on the device, and the other accounts’ drafts where they were', () => {
    const local = storage({
      [editorDraftKey(A, T1, 2)]: ops('Brouillon de A'),
      [editorDraftKey(A, T1, 3)]: ops('Encore A'),
      [legacyEditorDraftKey(T2, 1)]: ops('Sans propriétaire'),
      [editorDraftKey(B, T2, 1)]: ops('Brouillon de B'),
      [AFTER_VERIFY_KEY]: '/tarifs?plan=PREMIUM',
      'other.app': 'kept',
    });
    const session = storage({ [studioDraftKey(A)]: studio('Titre de A'), [studioDraftKey(B)]: studio('Titre de B') });
    forgetOnDevice([local, session, null], A);
    expect(local.dump()).toEqual({ [editorDraftKey(B, T2, 1)]: ops('Brouillon de B'), 'other.app': 'kept' });
    expect(session.dump()).toEqual({ [studioDraftKey(B)]: studio('Titre de B') });
  });

  it('the sign-out warning counts only the person’s own editor drafts, the last edited first', () => {
    const later = JSON.stringify({ ops: [], at: '2026-05-02T10:00:00.000Z' });
    const local = storage({ [editorDraftKey(A, T1, 2)]: ops('x'), [editorDraftKey(A, T2, 5)]: later, [editorDraftKey(B, T1, 9)]: ops('y'), [legacyEditorDraftKey(T1, 4)]: ops('z'), junk: '1' });
    expect(editorDraftsOf(local, A).map((d) => [d.thumbnailId, d.revision])).toEqual([
      [T2, 5],
      [T1, 2],
    ]);
    expect(editorDraftsOf(local, B)).toHaveLength(1);
    expect(editorDraftsOf(null, A)).toEqual([]);
  });

  it('a visitor’s studio settings pass to the account that signs in from the tab, and stop being a visitor’s', () => {
    const session = storage({ [studioDraftKey(null)]: studio('Idée du visiteur'), [studioDraftKey(A)]: studio('Ancien titre de A') });
    expect(parseDraft(takeStudioDraft(session, A, emptyRaw)).title).toBe('Idée du visiteur');
    expect(session.getItem(studioDraftKey(null))).toBeNull();
    // Signed out again (expired): the visitor starts empty, the account's settings wait for it.
    expect(takeStudioDraft(session, null, emptyRaw)).toBeNull();
    expect(parseDraft(takeStudioDraft(session, A, emptyRaw)).title).toBe('Idée du visiteur');
  });

  it('after an expiry the drafts wait under their owner: the next visitor and the next account read none of them', () => {
    const session = storage({ [studioDraftKey(A)]: studio('Titre de A') });
    expect(parseDraft(takeStudioDraft(session, null, emptyRaw))).toEqual(EMPTY_DRAFT);
    expect(parseDraft(takeStudioDraft(session, B, emptyRaw))).toEqual(EMPTY_DRAFT);
    expect(parseDraft(takeStudioDraft(session, A, emptyRaw)).title).toBe('Titre de A');
    const local = storage({ [editorDraftKey(A, T1, 2)]: ops('Brouillon de A') });
    expect(readDraft(local, editorDraftKey(B, T1, 2))).toEqual([]);
    expect(readDraft(local, editorDraftKey(A, T1, 2))).toHaveLength(1);
  });

  it('a visitor who only looked (the studio’s defaults) hands nothing over: the account keeps its own settings', () => {
    const session = storage({ [studioDraftKey(A)]: studio('Titre de A') });
    keepStudioDraft(session, null, JSON.stringify(EMPTY_DRAFT), true);
    expect(session.getItem(studioDraftKey(null))).toBeNull();
    session.setItem(studioDraftKey(null), JSON.stringify(EMPTY_DRAFT)); // stored by an older page
    expect(parseDraft(takeStudioDraft(session, A, emptyRaw)).title).toBe('Titre de A');
    expect(session.getItem(studioDraftKey(null))).toBeNull();
  });

  it('an editor draft from before drafts named their owner goes to the thumbnail’s owner when they open it; older revisions go', () => {
    const local = storage({ [legacyEditorDraftKey(T1, 3)]: ops('Avant'), [legacyEditorDraftKey(T1, 2)]: ops('Plus ancien'), [editorDraftKey(A, T1, 1)]: ops('Vieux') });
    dropOlderDrafts(local, A, T1, 3);
    expect(Object.keys(local.dump())).toEqual([editorDraftKey(A, T1, 3)]);
    expect(readDraft(local, editorDraftKey(A, T1, 3))).toHaveLength(1);
    writeDraft(local, editorDraftKey(A, T1, 3), []);
    expect(local.length).toBe(0);
  });
});

describe('tabs tell each other', () => {
  it('reads the event and whose drafts to forget; bare events from older pages still count; anything else is ignored', () => {
    expect(readSessionMessage({ event: 'SIGNED_OUT', forget: A })).toEqual({ event: 'SIGNED_OUT', forget: A });
    expect(readSessionMessage({ event: 'SIGNED_OUT' })).toEqual({ event: 'SIGNED_OUT' });
    expect(readSessionMessage('SIGNED_IN')).toEqual({ event: 'SIGNED_IN' });
    expect(readSessionMessage({ event: 'HELLO' })).toBeNull();
    expect(readSessionMessage(null)).toBeNull();
    expect(readSessionMessage({ event: 'SIGNED_OUT', forget: 4 })).toEqual({ event: 'SIGNED_OUT' });
  });
});

describe('the cache at a change of person', () => {
  it('keeps nothing, and an answer still on its way for the person before never lands in it', async () => {
    const client = new QueryClient();
    client.setQueryData(['studio', 'history'], [{ title: 'Miniature de A' }]);
    let answer!: (v: string) => void;
    const late = client.fetchQuery({ queryKey: ['teams', 'mine'], queryFn: () => new Promise<string>((r) => (answer = r)) }).catch(() => 'cancelled');
    await Promise.resolve();
    dropCachedAnswers(client);
    answer('Membre de l’équipe de A');
    expect(await late).toBe('cancelled');
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(client.getQueryData(['teams', 'mine'])).toBeUndefined();
  });

  it('an expiry empties it as a sign-out does, and a sign-in too; a new name keeps it and refetches', () => {
    const client = new QueryClient();
    const stop = onSessionEvent((event) => applySessionEvent(client, ['auth', 'session'], event));
    const fill = () => {
      client.setQueryData(['auth', 'session'], { user: { id: A } });
      client.setQueryData(['teams', 'mine'], { members: ['Membre de A'] });
    };
    fill();
    emitSessionEvent('SIGNED_OUT'); // what the keeper says when the refresh token is refused
    expect(client.getQueryData(['teams', 'mine'])).toBeUndefined();
    expect(client.getQueryData(['auth', 'session'])).toBeNull();
    fill();
    emitSessionEvent('SIGNED_IN');
    expect(client.getQueryData(['teams', 'mine'])).toBeUndefined();
    fill();
    emitSessionEvent('USER_UPDATED');
    expect(client.getQueryData(['teams', 'mine'])).toEqual({ members: ['Membre de A'] });
    expect(client.getQueryState(['teams', 'mine'])?.isInvalidated).toBe(true);
    stop();
  });

  it('what a page shows is emptied under its eyes, and asked again as the next person', async () => {
    const client = new QueryClient();
    const A_REQUESTS = [{ subject: 'Objet privé de A' }];
    client.setQueryData(['support', 'mine'], A_REQUESTS);
    const shown = new QueryObserver(client, { queryKey: ['support', 'mine'], queryFn: async () => [], staleTime: Infinity });
    const seen: unknown[] = [];
    const stop = shown.subscribe((r) => seen.push(r.data));
    expect(shown.getCurrentResult().data).toBe(A_REQUESTS);
    dropCachedAnswers(client);
    expect(shown.getCurrentResult().data).toBeUndefined();
    await vi.waitFor(() => expect(shown.getCurrentResult().data).toEqual([]));
    expect(seen).not.toContain(A_REQUESTS);
    stop();
  });
});
