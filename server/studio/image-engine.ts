import { renderThumbnail, type Design, type RenderInput } from '../engine/index';

export interface RenderedThumbnail {
  design: Design;
  jpeg: Buffer;
  preview: Buffer;
  width: number;
  height: number;
}

/** Generation engines sit behind this (IMAGE_ENGINE). `local` works offline; hosted AI engines come later. */
export interface ImageEngine {
  id: string;
  render(input: RenderInput): Promise<RenderedThumbnail>;
}

export const localEngine: ImageEngine = { id: 'local', render: renderThumbnail };

export function engineFor(id: 'local'): ImageEngine {
  switch (id) {
    case 'local':
      return localEngine;
  }
}
