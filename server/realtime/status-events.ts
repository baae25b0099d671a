import { EventEmitter, on } from 'node:events';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { ThumbnailStatus } from '../../shared/schemas/studio';
import { boundedClient, WEB_DB_LIMITS } from '../db/time-limits';
import type { Logger } from '../log';

export const STATUS_CHANNEL = 'thumbnail_status';
const CHANNEL = STATUS_CHANNEL;

export interface StatusEvent {
  thumbnailId: string;
  /** null: the listener reconnected and may have missed changes; read the state again. */
  status: ThumbnailStatus | null;
}

/** Announces a status change; delivered by Postgres when the surrounding transaction commits. */
export async function notifyStatus(em: EntityManager, event: StatusEvent & { status: ThumbnailStatus }): Promise<void> {
  await em.execute('select pg_notify(?, ?)', [CHANNEL, JSON.stringify(event)]);
}

/**
 * One LISTEN connection per web process fans status changes out to live subscriptions,
 * whichever process (web or separate worker) made them.
 */
export interface StatusEvents {
  /** Listens from the moment of the call; `return()` stops listening. */
  changes(thumbnailId: string, signal?: AbortSignal): AsyncIterableIterator<StatusEvent>;
  close(): Promise<void>;
}

export async function listenStatusEvents(connectionString: string, log: Logger): Promise<StatusEvents> {
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
        const event = JSON.parse(msg.payload) as StatusEvent;
        emitter.emit(event.thumbnailId, event);
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
    await c.query(`listen ${CHANNEL}`);
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
        for (const name of emitter.eventNames()) if (name !== 'error') emitter.emit(name, { thumbnailId: String(name), status: null });
      } catch (err) {
        log.warn({ err, attempt }, 'status listener reconnect failed');
        scheduleReconnect(attempt + 1);
      }
    }, Math.min(30_000, 500 * 2 ** attempt));
  };
  await connect();

  return {
    changes(thumbnailId, signal) {
      // `on()` starts listening (and buffering) right now, before the caller reads the current state.
      const source = on(emitter, thumbnailId, { signal });
      const iterator: AsyncIterableIterator<StatusEvent> = {
        async next() {
          try {
            const r = await source.next();
            return r.done ? { done: true, value: undefined } : { done: false, value: (r.value as [StatusEvent])[0] };
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
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await client?.end().catch(() => undefined);
    },
  };
}
