import { z } from 'zod';
import { Operation, type Operation as Op } from '../../../../shared/engine/model/operations';
import { editorDraftKey, keysOf, legacyEditorDraftKey, parseEditorDraftKey } from '../../../lib/device-drafts';

/**
 * Unsaved edits kept on this device (localStorage), keyed by owner, thumbnail and revision: a reload,
 * a crash or a closed tab gives them back; a new revision (saved here or elsewhere) starts clean,
 * since the operations were made against the older design. The owner's id in the key keeps them to
 * that account (client/lib/device-drafts.ts).
 */
export const draftKey = editorDraftKey;

// However long: a draft over one save's cap is squashed when it is replayed (edit-history.ts), never dropped.
const Stored = z.object({ ops: z.array(z.unknown()), at: z.string() });

/** The stored operations still valid; unknown or damaged entries are skipped, not fatal. */
export function readDraft(storage: Pick<Storage, 'getItem'> | null, key: string): Op[] {
  if (!storage) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return [];
  }
  const parsed = Stored.safeParse(raw);
  if (!parsed.success) return [];
  return parsed.data.ops.flatMap((o) => {
    const op = Operation.safeParse(o);
    return op.success ? [op.data] : [];
  });
}

export function writeDraft(storage: Pick<Storage, 'setItem' | 'removeItem'> | null, key: string, ops: readonly Op[]): void {
  if (!storage) return;
  try {
    if (ops.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify({ ops, at: new Date().toISOString() }));
  } catch {
    // Storage full or refused (private browsing): the edits stay in memory only.
  }
}

/**
 * Drafts of older revisions of this thumbnail are dead: removed so storage does not fill up. A draft
 * of this revision stored before drafts named their owner is the owner's (only they can open the
 * thumbnail): it moves under their key.
 */
export function dropOlderDrafts(storage: Storage | null, userId: string, thumbnailId: string, revision: number): void {
  if (!storage) return;
  try {
    const current = draftKey(userId, thumbnailId, revision);
    const legacy = legacyEditorDraftKey(thumbnailId, revision);
    const kept = storage.getItem(legacy);
    if (kept !== null && storage.getItem(current) === null) storage.setItem(current, kept);
    for (const k of keysOf(storage)) {
      const d = parseEditorDraftKey(k);
      if (d && d.thumbnailId === thumbnailId && (d.userId === userId || d.userId === null) && k !== current) storage.removeItem(k);
    }
  } catch {
    // Unavailable storage: nothing to clean.
  }
}

export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
