import { EventEmitter, on } from 'node:events';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { z } from 'zod';
import { ThumbnailStatus } from '../../shared/schemas/studio';
import { boundedClient, WEB_DB_LIMITS } from '../db/time-limits';
import type { Logger } from '../log';

/**
 * The one Postgres NOTIFY channel every live event rides. Its name predates the other purposes and
 * stays: processes of the previous release, still running during a deploy, send and listen on it.
 */
export const LIVE_CHANNEL = 'thumbnail_status';

/** One event per purpose, each naming what changed; the page that hears it reads the state again. */
export const LiveEvent = z.discriminatedUnion('kind', [
  /** A thumbnail's status (server/realtime/status-events.ts). */
  z.object({ kind: z.literal('thumbnail'), thumbnailId: z.string(), status: ThumbnailStatus }),
  /** An account's name, photo or e-mail (server/realtime/user-events.ts). */
  z.object({ kind: z.literal('user'), userId: z.string() }),
  /** A DigitalMe set: a photo's verdict, the build's progress (server/realtime/digitalme-events.ts). */
  z.object({ kind: z.literal('digitalme'), userId: z.string() }),
]);
export type LiveEvent = z.infer<typeof LiveEvent>;

/**
 * What the previous release sends (one shape for all, the purpose hidden in the id): read as long as
 * a process of that release may still run during a deploy. The thumbnail event keeps its fields,
 * so a web process of that release still hears the statuses of this one.
 */
const LegacyEvent = z.object({ thumbnailId: z.string(), status: ThumbnailStatus.nullable() });

export function encodeLiveEvent(event: LiveEvent): string {
  return JSON.stringify(event);
}

function decodeLiveEvent(payload: string): LiveEvent | null {
  const raw: unknown = JSON.parse(payload);
  const event = LiveEvent.safeParse(raw);
  if (event.success) return event.data;
  const legacy = LegacyEvent.safeParse(raw);
  if (!legacy.success) return null;
  const { thumbnailId, status } = legacy.data;
  if (thumbnailId.startsWith('user:')) return { kind: 'user', userId: thumbnailId.slice('user:'.length) };
  if (thumbnailId.startsWith('digitalme:')) return { kind: 'digitalme', userId: thumbnailId.slice('digitalme:'.length) };
  return status ? { kind: 'thumbnail', thumbnailId, status } : null;
}

/** Delivered by Postgres when the surrounding transaction commits (dropped if it rolls back). */
export async function publish(em: EntityManager, event: LiveEvent): Promise<void> {
  await em.execute('select pg_notify(?, ?)', [LIVE_CHANNEL, encodeLiveEvent(event)]);
}

/** A thumbnail's status; `status: null` after the listener reconnected (changes may be lost): read the state again. */
export interface StatusEvent {
  thumbnailId: string;
  status: ThumbnailStatus | null;
}

/** The account changed, or may have (the listener reconnected): read the session again. */
export interface UserChanged {
  userId: string;
}

/** The DigitalMe set changed, or may have (the listener reconnected): read its state again. */
export interface DigitalMeChanged {
  userId: string;
}

/**
 * One LISTEN connection per web process fans the events out to live subscriptions, whichever process
 * (web or separate worker) sent them. Each stream listens from the moment of the call; `return()`
 * (or the signal) stops it.
 */
export interface LiveEvents {
  /** A thumbnail's statuses. */
  changes(thumbnailId: string, signal?: AbortSignal): AsyncIterableIterator<StatusEvent>;
  /** Whether a page follows this thumbnail through this process right now. */
  watching(thumbnailId: string): boolean;
  /** An account's changes (« user updated »), for all its open pages. */
  userChanges(userId: string, signal?: AbortSignal): AsyncIterableIterator<UserChanged>;
  /** A DigitalMe set's changes, for its owner's open pages. */
  digitalMeChanges(userId: string, signal?: AbortSignal): AsyncIterableIterator<DigitalMeChanged>;
  close(): Promise<void>;
}

/** Where a stream listens: one emitter name per purpose and id, so two purposes never share one. */
function topic(kind: LiveEvent['kind'], id: string): string {
  return `${kind}:${id}`;
}

function topicOf(event: LiveEvent): string {
  return topic(event.kind, event.kind === 'thumbnail' ? event.thumbnailId : event.userId);
}

export async function listenLiveEvents(connectionString: string, log: Logger): Promise<LiveEvents> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let client: pg.Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    // A reconnect that gets no answer gives up within seconds and is tried again later.
    const c = boundedClient(connectionString, WEB_DB_LIMITS);
    c.on('notification', (msg) => {
      if (!msg.payload) return;
      try {
        const event = decodeLiveEvent(msg.payload);
        if (event) emitter.emit(topicOf(event), event);
        else log.warn({ payload: msg.payload.slice(0, 200) }, 'unknown live event');
      } catch (err) {
        log.warn({ err }, 'bad status notification');
      }
    });
    c.on('error', (err) => {
      log.warn({ err }, 'status listener lost its connection; reconnecting');
      client = null;
      void c.end().catch(() => undefined);
      scheduleReconnect(1);
    });
    await c.connect();
    await c.query(`listen ${LIVE_CHANNEL}`);
    client = c;
  };

  // Retries with backoff until close(); after a reconnect every open stream re-reads its state,
  // since notifications sent while we were away are lost.
  const scheduleReconnect = (attempt: number) => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(async () => {
      retryTimer = null;
      if (closed) return;
      try {
        await connect();
        log.info('status listener reconnected');
        // `on()` also listens for 'error' on the emitter: that name is not a stream, and emitting it
        // would throw into every open stream instead of asking them to read their state again.
        for (const name of emitter.eventNames()) if (name !== 'error') emitter.emit(name, null);
      } catch (err) {
        log.warn({ err, attempt }, 'status listener reconnect failed');
        scheduleReconnect(attempt + 1);
      }
    }, Math.min(30_000, 500 * 2 ** attempt));
  };
  await connect();

  /** The events of one topic as `T`; `missed` stands for the null a reconnect sends. */
  const stream = <E extends LiveEvent, T>(name: string, signal: AbortSignal | undefined, read: (event: E) => T, missed: T): AsyncIterableIterator<T> => {
    // `on()` starts listening (and buffering) right now, before the caller reads the current state.
    const source = on(emitter, name, { signal });
    const iterator: AsyncIterableIterator<T> = {
      async next() {
        try {
          const r = await source.next();
          if (r.done) return { done: true, value: undefined };
          const event = (r.value as [E | null])[0];
          return { done: false, value: event ? read(event) : missed };
        } catch (err) {
          if ((err as Error).name === 'AbortError') return { done: true, value: undefined };
          throw err;
        }
      },
      async return() {
        await source.return?.();
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  };

  return {
    changes: (thumbnailId, signal) =>
      stream<Extract<LiveEvent, { kind: 'thumbnail' }>, StatusEvent>(topic('thumbnail', thumbnailId), signal, (e) => ({ thumbnailId, status: e.status }), { thumbnailId, status: null }),
    watching: (thumbnailId) => emitter.listenerCount(topic('thumbnail', thumbnailId)) > 0,
    userChanges: (userId, signal) => stream(topic('user', userId), signal, () => ({ userId }), { userId }),
    digitalMeChanges: (userId, signal) => stream(topic('digitalme', userId), signal, () => ({ userId }), { userId }),
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await client?.end().catch(() => undefined);
    },
  };
}
