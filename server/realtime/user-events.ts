// « User updated » (SPEC.md): a change of the name, photo or e-mail reaches every open page of the
// account, on every device, over the Postgres NOTIFY fan-out of thumbnail statuses
// (server/realtime/status-events.ts); the event says only « read the session again ».
import type { EntityManager } from '@mikro-orm/postgresql';
import { STATUS_CHANNEL } from './status-events';

export function userEventKey(userId: string): string {
  return `user:${userId}`;
}

/** Delivered when the surrounding transaction commits. */
export async function notifyUserUpdated(em: EntityManager, userId: string): Promise<void> {
  await em.execute('select pg_notify(?, ?)', [STATUS_CHANNEL, JSON.stringify({ thumbnailId: userEventKey(userId), status: null })]);
}
