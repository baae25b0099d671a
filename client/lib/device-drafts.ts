/**
 * What this device keeps of a person between pages, and under which keys. A phone here is often
 * shared, so every draft names its owner: after a session expires the drafts wait for that account
 * alone; an explicit sign-out deletes them; a visitor's studio settings (no owner) pass to the account
 * that signs in from that tab. No React and no schema here: the islands runtime imports it too.
 */

/** A signed-in account's id, or null for a visitor. */
export type Owner = string | null;

/** The subset of the Web Storage API used here (tests pass a Map-backed one). */
export type KeyedStorage = Pick<Storage, 'length' | 'key' | 'getItem' | 'setItem' | 'removeItem'>;

/** The studio's settings, per tab (sessionStorage): this key for a visitor, `key:<user id>` for an account. */
export const STUDIO_DRAFT_KEY = 'minialab.studio.draft';
/** The layer editor's unsaved operations (localStorage): `prefix:<user id>:<thumbnail id>:<revision>`. */
export const EDITOR_DRAFT_PREFIX = 'minialab.editor.draft';
/** Where a sign-up was heading (localStorage), read once the e-mail link is confirmed. */
export const AFTER_VERIFY_KEY = 'minialab.afterVerify';

export function studioDraftKey(owner: Owner): string {
  return owner === null ? STUDIO_DRAFT_KEY : `${STUDIO_DRAFT_KEY}:${owner}`;
}

export function editorDraftKey(userId: string, thumbnailId: string, revision: number): string {
  return `${EDITOR_DRAFT_PREFIX}:${userId}:${thumbnailId}:${revision}`;
}

/** The key drafts had before they named an owner; read once by the thumbnail's owner, then moved. */
export function legacyEditorDraftKey(thumbnailId: string, revision: number): string {
  return `${EDITOR_DRAFT_PREFIX}:${thumbnailId}:${revision}`;
}

export interface EditorDraftRef {
  key: string;
  /** Null for a draft stored before drafts named their owner. */
  userId: string | null;
  thumbnailId: string;
  revision: number;
}

export function parseEditorDraftKey(key: string): EditorDraftRef | null {
  const parts = key.split(':');
  if (parts[0] !== EDITOR_DRAFT_PREFIX) return null;
  const [userId, thumbnailId, revision] = parts.length === 4 ? [parts[1]!, parts[2]!, parts[3]!] : parts.length === 3 ? [null, parts[1]!, parts[2]!] : [];
  if (thumbnailId === undefined || revision === undefined || !/^\d+$/.test(revision)) return null;
  return { key, userId: userId ?? null, thumbnailId, revision: Number(revision) };
}

/** Every key of a storage; an unavailable one (private browsing, refused) has none. */
export function keysOf(storage: KeyedStorage | null): string[] {
  if (!storage) return [];
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const k = storage.key(i);
      if (k !== null) keys.push(k);
    }
    return keys;
  } catch {
    return [];
  }
}

/** The editor drafts an account left on this device, the last edited first (what the sign-out warning is about). */
export function editorDraftsOf(storage: KeyedStorage | null, userId: string): EditorDraftRef[] {
  const editedAt = (key: string): number => {
    try {
      const at: unknown = (JSON.parse(storage?.getItem(key) ?? 'null') as { at?: unknown } | null)?.at;
      return typeof at === 'string' ? Date.parse(at) || 0 : 0;
    } catch {
      return 0;
    }
  };
  return keysOf(storage)
    .map(parseEditorDraftKey)
    .filter((d): d is EditorDraftRef => d !== null && d.userId === userId)
    .map((d) => ({ d, at: editedAt(d.key) }))
    .sort((a, b) => b.at - a.at)
    .map(({ d }) => d);
}

/**
 * An explicit sign-out forgets the person on this device: their studio settings and editor drafts,
 * drafts stored before drafts named an owner (whose owner cannot be told, and the person leaving may
 * be it), and where a sign-up from this browser was heading. Other accounts' drafts stay.
 */
export function forgetOnDevice(storages: ReadonlyArray<KeyedStorage | null>, userId: string): void {
  for (const storage of storages) {
    if (!storage) continue;
    const doomed = keysOf(storage).filter((k) => {
      if (k === studioDraftKey(userId) || k === AFTER_VERIFY_KEY) return true;
      const draft = parseEditorDraftKey(k);
      return draft !== null && (draft.userId === userId || draft.userId === null);
    });
    try {
      for (const k of doomed) storage.removeItem(k);
    } catch {
      // Storage refused: nothing was kept there either.
    }
  }
}

/**
 * The studio settings an owner opens with (the raw stored text, or null). A visitor's settings that
 * say something pass to the account signing in from this tab and leave the visitor's key (« a visitor's
 * settings survive the detour through /connexion »); otherwise the account reads only its own.
 */
export function takeStudioDraft(storage: KeyedStorage | null, owner: Owner, isEmpty: (raw: string) => boolean): string | null {
  if (!storage) return null;
  try {
    const visitor = storage.getItem(studioDraftKey(null));
    if (owner === null) return visitor;
    if (visitor !== null) {
      storage.removeItem(studioDraftKey(null));
      if (!isEmpty(visitor)) {
        storage.setItem(studioDraftKey(owner), visitor);
        return visitor;
      }
    }
    return storage.getItem(studioDraftKey(owner));
  } catch {
    return null;
  }
}

/** Keeps an owner's studio settings; settings that say nothing are not kept at all. */
export function keepStudioDraft(storage: KeyedStorage | null, owner: Owner, raw: string, isEmpty: boolean): void {
  if (!storage) return;
  try {
    if (isEmpty) storage.removeItem(studioDraftKey(owner));
    else storage.setItem(studioDraftKey(owner), raw);
  } catch {
    // Storage full or refused: the settings stay on screen only.
  }
}

export function localStore(): KeyedStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function sessionStore(): KeyedStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
