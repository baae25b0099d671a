import { BrandKitInput, CleanLogoInput } from '../../shared/schemas/brand';
import { authedProcedure, router } from '../trpc';
import { uploadDeps } from '../files/router';
import { cleanLogo, getBrandKit, saveBrandKit } from './service';

/** « Ma marque »: read, save, and take a logo's plain background away. */
export const brandRouter = router({
  get: authedProcedure.query(({ ctx }) => getBrandKit(ctx.em, ctx.auth.userId)),

  save: authedProcedure.input(BrandKitInput).mutation(async ({ ctx, input }) => {
    const kit = await saveBrandKit(ctx.em, ctx.auth.userId, input);
    ctx.log.info({ logo: kit.logo?.id ?? null, colors: kit.colors.length, font: kit.font, enabled: kit.enabled }, 'brand kit saved');
    return kit;
  }),

  /** « Retirer le fond uni »: a new logo without its plain background (the kit follows if it used the old one). */
  cleanLogo: authedProcedure.input(CleanLogoInput).mutation(async ({ ctx, input }) => {
    // The same budget as an upload: it decodes and stores an image.
    await ctx.services.limits.consume('uploadUser', ctx.auth.userId);
    return cleanLogo(uploadDeps(ctx), ctx.auth.userId, input.assetId);
  }),
});
