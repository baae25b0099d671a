// Which Face Swap is made: the hosted engine's when one is configured (FACESWAP_ENGINE=auto and an
// IMAGE_ENGINE that can swap), else the offline one; a hosted call that fails (outage, refusal,
// rate limit) falls back to the offline swap within the same paid job, so the user still gets it.
// A swap the checks refuse (no face, a profile too steep) is refused the same way by both.
import type { Logger } from 'pino';
import type { PictureFace } from '../../../shared/engine/model/design';
import type { Config } from '../../config';
import type { ImageEngine } from '../../image-engines/engine';
import { ImageEngineError } from '../../image-engines/errors';
import { swapWithDigitalMe, type DigitalMeSwap } from './digitalme-swap';
import { hostedSwap } from './hosted-swap';
import type { SwapSource } from '../../digitalme/portraits';

export interface MadeSwap extends DigitalMeSwap {
  by: 'hosted' | 'offline';
}

export async function makeFaceSwap(
  ctx: { engine: ImageEngine; config: Pick<Config, 'FACESWAP_ENGINE'>; log: Pick<Logger, 'warn'>; signal?: AbortSignal },
  picture: Buffer,
  face: Pick<PictureFace, 'x' | 'y' | 'w' | 'h'>,
  sources: SwapSource[],
  readPhoto: (source: SwapSource) => Promise<Buffer | null>,
): Promise<MadeSwap> {
  const swapFace = ctx.engine.swapFace?.bind(ctx.engine);
  if (swapFace && ctx.config.FACESWAP_ENGINE === 'auto') {
    try {
      return { ...(await hostedSwap({ swapFace }, picture, face, sources, readPhoto, ctx.signal)), by: 'hosted' };
    } catch (err) {
      if (!(err instanceof ImageEngineError)) throw err;
      ctx.log.warn({ engine: ctx.engine.id, code: err.code, err: err.message }, 'hosted face swap failed; making it offline');
    }
  }
  return { ...(await swapWithDigitalMe(picture, face, sources, readPhoto)), by: 'offline' };
}
