// « User updated » (SPEC.md): a change of the name, photo or e-mail reaches every open page of the
// account, on every device; the event says only « read the session again ».
import type { EntityManager } from '@mikro-orm/postgresql';
import { publish } from './bus';

/** Delivered when the surrounding transaction commits. */
export async function notifyUserUpdated(em: EntityManager, userId: string): Promise<void> {
  await publish(em, { kind: 'user', userId });
}
