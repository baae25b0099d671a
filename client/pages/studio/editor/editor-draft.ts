import { z } from 'zod';
import { Operation, type Operation as Op } from '../../../../shared/engine/operations';

/**
 * Unsaved edits kept on this device (localStorage), keyed by thumbnail and revision: a reload, a
 * crash or a closed tab gives them back; a new revision (saved here or elsewhere) starts clean,
 * since the operations were made against the older design.
 */
const PREFIX = 'minialab.editor.draft';

export function draftKey(thumbnailId: string, revision: number): string {
  return `${PREFIX}:${thumbnailId}:${revision}`;
}

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

/** Drafts of older revisions of this thumbnail are dead: removed so storage does not fill up. */
export function dropOlderDrafts(storage: Storage | null, thumbnailId: string, revision: number): void {
  if (!storage) return;
  try {
    const stale: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const k = storage.key(i);
      if (k?.startsWith(`${PREFIX}:${thumbnailId}:`) && k !== draftKey(thumbnailId, revision)) stale.push(k);
    }
    for (const k of stale) storage.removeItem(k);
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
