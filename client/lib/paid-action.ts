import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { describeError } from '../i18n/errors';
import { frPaid } from '../i18n/fr-paid';
import { httpStatus, useTRPC } from './trpc';

type Trpc = ReturnType<typeof useTRPC>;

/**
 * A paid action whose outcome is unknown: no answer (the network, a timeout) or a server error (a 503
 * while the database was frozen, whose transaction may still have committed). A 4xx is a refusal:
 * nothing was done.
 */
export function outcomeUnknown(error: unknown): boolean {
  const status = httpStatus(error);
  return status === null || status >= 500;
}

/**
 * Names clicks by what they ask (GenerateInput.requestId): the same request sent again keeps its name
 * until it is answered, so the server answers what the first sending made instead of charging twice;
 * a different request, or the same one after an answer, gets a new name.
 */
export function createClickNames() {
  let current: { asked: string; name: string } | null = null;
  return {
    nameFor(request: unknown): string {
      const asked = JSON.stringify(request);
      if (current?.asked !== asked) current = { asked, name: newRequestId() };
      return current.name;
    },
    answered(): void {
      current = null;
    },
  };
}

/** A fresh id for one click; `crypto.randomUUID` needs HTTPS, this does not. */
function newRequestId(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40; // version 4
  b[8] = (b[8]! & 0x3f) | 0x80; // variant 10
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Reads again what a paid action changes: the balance, the history and, for a change, the thumbnail. */
export function rereadPaidState(queryClient: QueryClient, trpc: Trpc, thumbnailId?: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries(trpc.auth.balance.pathFilter()),
    queryClient.invalidateQueries(trpc.studio.history.pathFilter()),
    thumbnailId ? queryClient.invalidateQueries(trpc.studio.get.queryFilter({ id: thumbnailId })) : null,
  ]);
}

/**
 * Whether a paid change sent on `revision` went through, read again: the thumbnail moved on (a new
 * revision, or a render under way; a change is only accepted on a ready thumbnail). Rejects while the
 * thumbnail cannot be read.
 */
export async function changeWentThrough(queryClient: QueryClient, trpc: Trpc, id: string, revision: number): Promise<boolean> {
  const fresh = await queryClient.fetchQuery({ ...trpc.studio.get.queryOptions({ id }), staleTime: 0, retry: false });
  return fresh.revision !== revision || fresh.status !== 'ready';
}

/**
 * A paid change to a thumbnail (modification, AI edit, Face Swap). After an unknown outcome it reads
 * the thumbnail, balance and history again; the next attempt first reads the thumbnail once more, and
 * is not sent when it moved on from where the attempt found it (a new revision, or a render under
 * way): the change went through, and sending it again would charge it twice.
 */
export function usePaidChange(thumbnail: { id: string; revision: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The revision the last attempt was sent on (read at the click: a live update may come before its
  // answer), and the one of an attempt whose outcome is unknown.
  const sentOn = useRef(thumbnail.revision);
  const unsure = useRef<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { id, revision } = thumbnail;

  const onError = useCallback(
    (error: unknown) => {
      if (!outcomeUnknown(error)) return;
      unsure.current = sentOn.current;
      void rereadPaidState(queryClient, trpc, id);
    },
    [queryClient, trpc, id],
  );

  /** Sends, unless the last attempt turns out to have gone through: then `wentThrough` runs instead. */
  const send = useCallback(
    async (mutate: () => void, opts: { reset: () => void; wentThrough?: () => void }) => {
      setNotice(null);
      const before = unsure.current;
      if (before !== null) {
        const done = await changeWentThrough(queryClient, trpc, id, before).catch((err: unknown) => {
          setNotice(describeError(err).message); // still out of reach: nothing is sent
          return null;
        });
        if (done === null) return;
        unsure.current = null;
        if (done) {
          opts.reset();
          setNotice(frPaid.changeWentThrough);
          void rereadPaidState(queryClient, trpc, id);
          opts.wentThrough?.();
          return;
        }
      }
      sentOn.current = revision;
      mutate();
    },
    [queryClient, trpc, id, revision],
  );

  return { onError, send, notice };
}

/** The sentence for a paid change's failure: an unknown outcome says it may have been done. */
export function paidChangeError(error: unknown): { message: string; details: string[] } {
  return outcomeUnknown(error) ? { message: frPaid.changeUnknown, details: [] } : describeError(error);
}
