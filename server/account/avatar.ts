// « Compte »: the profile photo, sent through the product's one upload path (server/files/uploads.ts:
// typed by its bytes, decoded within limits, stripped of metadata), cut to a square, shown in the
// header and in « Compte », and removable. A new photo replaces the old one, whose files go.
import { LockMode } from '@mikro-orm/core';
import { deleteUpload, acceptImageUpload, type UploadDeps, type UploadSource } from '../files/uploads';
import { avatarUrlOf } from '../auth/session-tokens';
import { notifyUserUpdated } from '../realtime/user-events';
import { User } from '../db/user.entity';

/** The side of the stored square: twice the largest size it is drawn at (56 px in « Compte »), for sharp screens. */
export const AVATAR_SIDE = 256;

type Deps = UploadDeps;

export async function setAvatar(deps: Deps, userId: string, source: UploadSource, fileName: string | null, signal?: AbortSignal): Promise<{ avatarUrl: string }> {
  const { asset } = await acceptImageUpload(deps, source, { userId, purpose: 'avatar', fileName, square: AVATAR_SIDE, signal });
  const previous = await deps.em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const before = user.avatarAssetId;
    user.avatarAssetId = asset.id;
    await tx.flush();
    await notifyUserUpdated(tx, userId);
    return before;
  });
  if (previous && previous !== asset.id) await dropPhoto(deps, userId, previous);
  return { avatarUrl: avatarUrlOf({ avatarAssetId: asset.id, avatarUrl: null })! };
}

/**
 * No photo at all: the uploaded one is deleted, and Google's is no longer shown (a later Google
 * sign-in does not bring it back: server/auth/google.ts only refreshes a photo the account shows).
 */
export async function removeAvatar(deps: Deps, userId: string): Promise<void> {
  const previous = await deps.em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const before = user.avatarAssetId;
    if (!before && !user.avatarUrl) return null;
    user.avatarAssetId = null;
    user.avatarUrl = null;
    await tx.flush();
    await notifyUserUpdated(tx, userId);
    return before;
  });
  if (previous) await dropPhoto(deps, userId, previous);
}

async function dropPhoto(deps: Deps, userId: string, assetId: string): Promise<void> {
  await deleteUpload({ em: deps.em.fork(), storage: deps.storage, log: deps.log }, userId, assetId).catch((err: unknown) => deps.log?.warn({ err, assetId }, 'could not delete the previous profile photo'));
}
