import { z } from 'zod';
import { siteInfo } from '../site/service';
import { authedProcedure, router, type Context } from '../trpc';
import { mySupportRequests, sendSupportRequest } from './service';

const SendInput = z.object({
  subject: z.string({ error: 'Indiquez l’objet de votre demande.' }).trim().min(3, { error: 'L’objet doit contenir au moins 3 caractères.' }).max(120, { error: 'L’objet ne peut pas dépasser 120 caractères.' }),
  message: z.string({ error: 'Écrivez votre message.' }).trim().min(10, { error: 'Votre message doit contenir au moins 10 caractères.' }).max(5000, { error: 'Votre message ne peut pas dépasser 5 000 caractères.' }),
  thumbnailId: z.uuid({ error: 'Miniature invalide.' }).optional(),
});

const deps = (ctx: Context) => ({ em: ctx.em, queue: ctx.services.queue, brand: { ...siteInfo(ctx.services.config), publicUrl: ctx.services.config.PUBLIC_URL } });

/** « Support » in Mon espace: send a request, read one's requests and their answers. */
export const supportRouter = router({
  send: authedProcedure.input(SendInput).mutation(async ({ ctx, input }) => {
    await ctx.services.limits.consume('supportUser', ctx.auth.userId);
    return sendSupportRequest(deps(ctx), ctx.auth.userId, input);
  }),
  mine: authedProcedure.query(({ ctx }) => mySupportRequests(ctx.em, ctx.auth.userId)),
});
