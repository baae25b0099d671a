import { z } from 'zod';
import { siteInfo } from '../site/service';
import { authedProcedure, router, type Context } from '../trpc';
import { acceptInvitation, invitationPreview, inviteMember, leaveTeam, removeMember, revokeInvitation, teamView } from './service';

const deps = (ctx: Context) => ({ em: ctx.em, queue: ctx.services.queue, brand: { ...siteInfo(ctx.services.config), publicUrl: ctx.services.config.PUBLIC_URL } });
const Token = z.object({ token: z.string({ error: 'Lien d’invitation invalide.' }).trim().min(20, { error: 'Lien d’invitation invalide.' }).max(100, { error: 'Lien d’invitation invalide.' }) });

/** « Équipe » in Mon espace: the owner's members, invitations and team spending; a member's view. */
export const teamsRouter = router({
  mine: authedProcedure.query(({ ctx }) => teamView(ctx.em, ctx.auth.userId)),
  invite: authedProcedure
    .input(z.object({ email: z.email({ error: 'Indiquez une adresse e-mail valide, par exemple awa@exemple.com.' }).max(254, { error: 'Adresse e-mail trop longue.' }) }))
    .mutation(async ({ ctx, input }) => {
      await ctx.services.limits.consume('teamInviteUser', ctx.auth.userId);
      return inviteMember(deps(ctx), ctx.auth.userId, input.email);
    }),
  revokeInvitation: authedProcedure.input(z.object({ id: z.uuid({ error: 'Invitation inconnue.' }) })).mutation(async ({ ctx, input }) => {
    await revokeInvitation(ctx.em, ctx.auth.userId, input.id);
    return { ok: true as const };
  }),
  removeMember: authedProcedure.input(z.object({ memberId: z.uuid({ error: 'Membre inconnu.' }) })).mutation(async ({ ctx, input }) => {
    await removeMember(deps(ctx), ctx.auth.userId, input.memberId);
    return { ok: true as const };
  }),
  leave: authedProcedure.mutation(async ({ ctx }) => {
    await leaveTeam(ctx.em, ctx.auth.userId);
    return { ok: true as const };
  }),
  invitation: authedProcedure.input(Token).query(({ ctx, input }) => invitationPreview(ctx.em, ctx.auth.userId, input.token)),
  accept: authedProcedure.input(Token).mutation(async ({ ctx, input }) => {
    await ctx.services.limits.consume('teamAcceptUser', ctx.auth.userId);
    return acceptInvitation(ctx.em, ctx.auth.userId, input.token);
  }),
});
