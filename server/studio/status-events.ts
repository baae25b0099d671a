import { EventEmitter, on } from 'node:events';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { ThumbnailStatus } from '../../shared/schemas/studio';
import type { Logger } from '../log';

const CHANNEL = 'thumbnail_status';

export interface StatusEvent {
  thumbnailId: string;
  status: ThumbnailStatus;
}

/** Announces a status change; delivered by Postgres when the surrounding transaction commits. */
export async function notifyStatus(em: EntityManager, event: StatusEvent): Promise<void> {
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

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString });
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
      if (!closed) setTimeout(() => void connect().catch((e) => log.error({ err: e }, 'status listener reconnect failed')), 1000);
    });
    await c.connect();
    await c.query(`listen ${CHANNEL}`);
    client = c;
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
      await client?.end().catch(() => undefined);
    },
  };
}
