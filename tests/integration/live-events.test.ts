import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createLogger } from '../../server/log';
import { encodeLiveEvent, listenLiveEvents } from '../../server/realtime/bus';

/**
 * During a deploy the previous release still runs beside this one (a worker finishing a render, a web
 * process saving a name), and it spoke one shape for every live event, on the channel it listened to:
 * `{ thumbnailId, status }`, an account being `user:<id>` and a DigitalMe `digitalme:<id>`.
 */
const PREVIOUS_CHANNEL = 'thumbnail_status';

describe('live events across a deploy', () => {
  it('reach the open pages when a process of the previous release sends them, and its web processes still hear the statuses of this one', async () => {
    const events = await listenLiveEvents(inject('adminUrl'), createLogger('silent'));
    const previous = new pg.Client({ connectionString: inject('adminUrl') });
    await previous.connect();
    try {
      const thumbnailId = randomUUID();
      const userId = randomUUID();
      const signal = AbortSignal.timeout(5_000);
      const status = events.changes(thumbnailId, signal);
      const account = events.userChanges(userId, signal);
      const digitalMe = events.digitalMeChanges(userId, signal);
      const send = (payload: object) => previous.query('select pg_notify($1, $2)', [PREVIOUS_CHANNEL, JSON.stringify(payload)]);
      await send({ thumbnailId, status: 'ready' });
      await send({ thumbnailId: `user:${userId}`, status: null });
      await send({ thumbnailId: `digitalme:${userId}`, status: null });
      expect((await status.next()).value).toEqual({ thumbnailId, status: 'ready' });
      expect((await account.next()).value).toEqual({ userId });
      expect((await digitalMe.next()).value).toEqual({ userId });
      // What the previous release's listener reads of a status sent by this one.
      expect(JSON.parse(encodeLiveEvent({ kind: 'thumbnail', thumbnailId, status: 'ready' }))).toMatchObject({ thumbnailId, status: 'ready' });
    } finally {
      await previous.end();
      await events.close();
    }
  });
});
