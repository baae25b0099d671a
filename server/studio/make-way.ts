import type { EntityManager } from '@mikro-orm/postgresql';
import type { LoadedImage } from '../../shared/engine/render/canvas';
import type { Design } from '../../shared/engine/model/design';
import { placedBy } from '../../shared/engine/layout/make-way';
import type { Operation } from '../../shared/engine/model/operations';
import { makeWayOnServer } from '../engine/index';
import type { Storage } from '../files/storage';
import { loadDesignImages } from './design-images';

/**
 * The layout pass where the server makes or changes a design: after a generation, after edits
 * (the layers the edits placed keep their place, see placedBy), after « Améliorer » and for the 9:16
 * and 1:1 versions. It needs the design's images to see their ink.
 */
export async function madeWay(em: EntityManager, storage: Storage, userId: string, design: Design, pinned: readonly string[] = [], known?: ReadonlyMap<string, LoadedImage>, by: EditSource = 'hand'): Promise<Design> {
  const images = await loadDesignImages(em, storage, userId, design, 1, known);
  return makeWayOnServer(design, images, pinned, by);
}

/** Who placed an edit's layers: a hand in the editor, or a French instruction. */
export type EditSource = 'hand' | 'instruction';

/** Edits applied, then the pass: what the edits placed stays (by hand) or goes first among its equals (by instruction). */
export async function editMadeWay(em: EntityManager, storage: Storage, userId: string, before: Design, after: Design, ops: readonly Operation[], by: EditSource = 'hand'): Promise<Design> {
  return madeWay(em, storage, userId, after, placedBy(ops, before, after), undefined, by);
}
