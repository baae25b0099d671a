// Live changes of a DigitalMe set (a photo's verdict, the build's progress), told to the owner's open
// pages over the same Postgres NOTIFY fan-out as thumbnail statuses (server/realtime/status-events.ts):
// the event says only « read the state again », under a key no thumbnail id can take.
import type { EntityManager } from '@mikro-orm/postgresql';
import { STATUS_CHANNEL } from '../realtime/status-events';

export function digitalMeEventKey(userId: string): string {
  return `digitalme:${userId}`;
}

/** Delivered when the surrounding transaction commits. */
export async function notifyDigitalMe(em: EntityManager, userId: string): Promise<void> {
  await em.execute('select pg_notify(?, ?)', [STATUS_CHANNEL, JSON.stringify({ thumbnailId: digitalMeEventKey(userId), status: null })]);
}
