// Live changes of a DigitalMe set (a photo's verdict, the build's progress), told to the owner's open
// pages: the event says only « read the state again ».
import type { EntityManager } from '@mikro-orm/postgresql';
import { publish } from './bus';

/** Delivered when the surrounding transaction commits. */
export async function notifyDigitalMe(em: EntityManager, userId: string): Promise<void> {
  await publish(em, { kind: 'digitalme', userId });
}
