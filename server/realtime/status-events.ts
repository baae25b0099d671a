import type { EntityManager } from '@mikro-orm/postgresql';
import type { ThumbnailStatus } from '../../shared/schemas/studio';
import { publish, type StatusEvent } from './bus';

export type { StatusEvent } from './bus';

/** Announces a thumbnail's status change; delivered by Postgres when the surrounding transaction commits. */
export async function notifyStatus(em: EntityManager, event: StatusEvent & { status: ThumbnailStatus }): Promise<void> {
  await publish(em, { kind: 'thumbnail', thumbnailId: event.thumbnailId, status: event.status });
}
