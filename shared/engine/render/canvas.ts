/**
 * What the engine needs from its surroundings. The drawing code is written against the standard
 * Canvas 2D API; the server passes @napi-rs/canvas (Skia) objects and the browser its own, both
 * seen through these types.
 */
export type Ctx = CanvasRenderingContext2D;

export interface Surface {
  width: number;
  height: number;
  getContext(kind: '2d'): Ctx | null;
}

/** Anything drawImage accepts, with its natural size. */
export interface LoadedImage {
  source: CanvasImageSource;
  width: number;
  height: number;
}

export interface RenderHost {
  /** A scratch canvas (for silhouettes: outline and glow of cut-out images). */
  createSurface(width: number, height: number): Surface;
  /** Assets of the design, loaded beforehand; a missing one is skipped (and the background falls back to its colours). */
  images: ReadonlyMap<string, LoadedImage>;
}

/** A context for measuring text only. */
export type Measurer = Pick<Ctx, 'font' | 'measureText'>;
