import { describe, expect, it } from 'vitest';
import { runDailyBilling } from '../../server/billing/renewals';
import { featurePlan } from '../../server/billing/subscriptions';
import { CreditEntry } from '../../server/credits/credit-entry.entity';
import { getBalance, refundCredits, spendCredits } from '../../server/credits/ledger';
import { closeAccount } from '../../server/privacy/closure';
import { siteInfo } from '../../server/site/service';
import { acceptInvitation } from '../../server/teams/service';
import { TeamMember } from '../../server/billing/team.entity';
import { paidPlan, type User } from './billing-probe';
import { appCodeOf, useHarness } from './harness';
import { ledgerActor, ledgerDetail, ledgerLabel, spendLabel } from '../../shared/ledger';

/**
 * Master teams (issue 16, « Teams »): invitations by e-mail (single use, 7 days, for that address),
 * up to 4 members with the owner's plan features, own credits first then the team's, every movement
 * recording who made it, the team ending with the plan, and a member never reading the owner's billing.
 */
const h = useHarness({ worker: false });

const em = () => h.services.orm.em.fork();
const DAY = 86_400_000;
const tokenOf = async (email: string) => {
  const mail = await h.lastMail(email, 'team-invitation');
  const token = mail.text.match(/[?&]equipe=([\w-]+)/)?.[1];
  if (!token) throw new Error('no invitation link');
  return token;
};
const closureDeps = () => ({ em: em(), storage: h.services.storage, queue: h.services.queue, brand: siteInfo(h.config), log: h.services.log });
/** Spends a user's own credits down to `left` (what their real generations would have done). */
async function drain(user: User, left = 0) {
  const e = em();
  await e.transactional(async (tx) => {
    const balance = await getBalance(tx, user.userId);
    if (balance > left) await spendCredits(tx, { userId: user.userId, amount: balance - left, reason: 'test_drain', reference: `test-drain:${user.userId}` });
  });
}
const generate = (user: User, title: string) => user.as().studio.generate({ title, prompt: '', style: 'vlog' });

async function teamOf(ownerName: string, ...memberNames: string[]) {
  const owner = await h.newUser(ownerName);
  await paidPlan(h, owner.userId, 'MASTER');
  const members: User[] = [];
  for (const name of memberNames) {
    const member = await h.newUser(name);
    await owner.as().teams.invite({ email: member.email });
    await member.as().teams.accept({ token: await tokenOf(member.email) });
    members.push(member);
  }
  return { owner, members };
}

describe('teams', () => {
  it('only Master invites, by e-mail, 4 seats at most counting pending invitations', async () => {
    const premium = await h.newUser('Fatou Premium');
    await paidPlan(h, premium.userId, 'PREMIUM');
    expect(await appCodeOf(premium.as().teams.invite({ email: 'ami@exemple.sn' }))).toBe('PLAN_REQUIRED');

    const owner = await h.newUser('Moussa Master');
    await paidPlan(h, owner.userId, 'MASTER');
    expect(await appCodeOf(owner.as().teams.invite({ email: 'pas-une-adresse' }))).toBe('VALIDATION');
    expect(await appCodeOf(owner.as().teams.invite({ email: owner.email.toUpperCase() }))).toBe('TEAM_SELF');
    for (const n of [1, 2, 3, 4]) await owner.as().teams.invite({ email: `membre${n}@exemple.sn` });
    expect(await appCodeOf(owner.as().teams.invite({ email: 'membre5@exemple.sn' }))).toBe('TEAM_FULL');
    // Inviting an address again replaces its link; cancelling frees a seat.
    const again = await owner.as().teams.invite({ email: 'membre4@exemple.sn' });
    const view = await owner.as().teams.mine();
    expect(view.role === 'owner' && view.invitations.map((i) => i.email).sort()).toEqual(['membre1@exemple.sn', 'membre2@exemple.sn', 'membre3@exemple.sn', 'membre4@exemple.sn']);
    await owner.as().teams.revokeInvitation({ id: again.id });
    await owner.as().teams.invite({ email: 'membre5@exemple.sn' });
    const mail = await h.lastMail('membre5@exemple.sn', 'team-invitation');
    expect(mail.subject).toBe('Moussa Master vous invite dans son équipe MiniaLab');
    expect(mail.text).toContain('/espace?equipe=');
  });

  it('a link is for its address, works once, and not after 7 days', async () => {
    const owner = await h.newUser('Awa Owner');
    await paidPlan(h, owner.userId, 'MASTER');
    const invited = await h.newUser('Binta Invitée');
    const stranger = await h.newUser('Cheikh Autre');
    const sent = new Date();
    await owner.as().teams.invite({ email: invited.email });
    const token = await tokenOf(invited.email);

    expect(await appCodeOf(stranger.as().teams.accept({ token }))).toBe('TEAM_INVITATION_OTHER_EMAIL');
    expect(await stranger.as().teams.invitation({ token })).toMatchObject({ owner: 'Awa Owner', matches: false });
    // 7 days later the link is dead, even for its address.
    expect(await acceptInvitation(em(), invited.userId, token, new Date(sent.getTime() + 7 * DAY + 60_000)).catch((e: { code?: string }) => e.code)).toBe('TEAM_INVITATION_INVALID');
    expect(await acceptInvitation(em(), invited.userId, token, new Date(sent.getTime() + 7 * DAY - 60_000))).toEqual({ owner: 'Awa Owner' });
    expect(await appCodeOf(invited.as().teams.accept({ token }))).toBe('TEAM_INVITATION_INVALID');
    expect(await em().count(TeamMember, { owner: owner.userId })).toBe(1);
    expect(await appCodeOf(invited.as().teams.accept({ token: 'x'.repeat(43) }))).toBe('TEAM_INVITATION_INVALID');
  });

  it('a member has the owner’s features, spends own credits first then the team’s, and the owner sees who spent what', async () => {
    const { owner, members } = await teamOf('Ibrahima Chef', 'Khady Membre');
    const member = members[0]!;
    // Without a plan of her own, the member has Master's features while in the team.
    expect(await featurePlan(em(), member.userId)).toBe('MASTER');
    expect((await member.as().privacy.reuse()).allowed).toBe(true);
    const before = await owner.as().auth.balance();
    expect((await member.as().auth.balance())).toEqual({ credits: 30 + before.credits, team: before.credits });

    await drain(member, 5);
    await generate(member, 'Les secrets du marché Sandaga');
    // 5 of her own, 5 of the team's.
    expect(await getBalance(em(), member.userId)).toBe(0);
    expect((await owner.as().auth.balance()).credits).toBe(before.credits - 5);

    const ownerLedger = await owner.as().account.ledger({});
    const teamRow = ownerLedger.rows.find((r) => r.kind === 'spend' && r.by !== null)!;
    expect(teamRow).toMatchObject({ amount: -5 });
    expect([ledgerActor(teamRow.by), ledgerDetail(teamRow.detail)]).toEqual(['Khady Membre', 'Les secrets du marché Sandaga']);
    expect(ledgerLabel(teamRow.reason)).toBe('Génération');
    const memberLedger = await member.as().account.ledger({});
    expect(memberLedger.rows.filter((r) => r.team).map((r) => r.amount)).toEqual([-5]);
    const view = await owner.as().teams.mine();
    if (view.role !== 'owner') throw new Error('owner view expected');
    expect(view.members).toMatchObject([{ name: 'Khady Membre', spent: 5 }]);
    expect(view.history).toMatchObject([{ member: 'Khady Membre', credits: 5, title: 'Les secrets du marché Sandaga' }]);
    expect(view.history.map((r) => spendLabel(r.what))).toEqual(['Génération']);

    // A failed generation gives each credit back where it came from.
    const reference = (await em().findOneOrFail(CreditEntry, { actor: member.userId, user: owner.userId, kind: 'spend' })).reference!;
    expect(await em().transactional((tx) => refundCredits(tx, { userId: member.userId, reference }))).toBe(10);
    expect(await getBalance(em(), member.userId)).toBe(5);
    expect((await owner.as().auth.balance()).credits).toBe(before.credits);

    // The member reads none of the owner's billing, and cannot run the team.
    const [mine, theirs] = [await member.as().billing.overview(), await owner.as().billing.overview()];
    expect(theirs.subscription).not.toBeNull();
    expect([mine.subscription, mine.invoices]).toEqual([null, []]);
    expect(await appCodeOf(member.as().teams.invite({ email: 'autre@exemple.sn' }))).toBe('PLAN_REQUIRED');
    expect(await appCodeOf(member.as().teams.removeMember({ memberId: member.userId }))).toBe('NOT_FOUND');
    const memberView = await member.as().teams.mine();
    expect(memberView).toMatchObject({ role: 'member', owner: 'Ibrahima Chef', active: true });
    expect(JSON.stringify(memberView)).not.toContain(owner.email);

    // Once she leaves, the owner's records keep the amounts but no longer name her or her thumbnails.
    await member.as().teams.leave();
    const after = await owner.as().teams.mine();
    expect(after.role === 'owner' && after.history).toMatchObject([{ member: null, credits: 0, title: null }]);
    const rows = (await owner.as().account.ledger({})).rows.filter((r) => r.by !== null);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect([ledgerActor(r.by), ledgerDetail(r.detail)]).toEqual(['ancien membre', null]);
    expect(await featurePlan(em(), member.userId)).toBeNull();
  });

  it('an owner cannot join another team, nor someone they invited follow them there', async () => {
    const a = await h.newUser('Astou Titulaire');
    const b = await h.newUser('Babacar Titulaire');
    const c = await h.newUser('Coumba Invitée');
    await paidPlan(h, a.userId, 'MASTER');
    await paidPlan(h, b.userId, 'MASTER');
    await a.as().teams.invite({ email: c.email });
    await b.as().teams.invite({ email: a.email });
    // A still has an invitation open: A runs a team, and cannot join B's.
    expect(await appCodeOf(a.as().teams.accept({ token: await tokenOf(a.email) }))).toBe('TEAM_ALREADY_IN');
    await c.as().teams.accept({ token: await tokenOf(c.email) });
    expect(await appCodeOf(a.as().teams.accept({ token: await tokenOf(a.email) }))).toBe('TEAM_ALREADY_IN');
  });

  it('two members spending the team’s last credits at once: one succeeds, nothing is spent twice', async () => {
    const { owner, members } = await teamOf('Oumar Dernier', 'Aïda Un', 'Rokhaya Deux');
    for (const m of members) await drain(m);
    await drain(owner, 10);
    const results = await Promise.allSettled(members.map((m, i) => generate(m, `Course au dernier crédit ${i}`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.message)).toHaveLength(1);
    expect(await appCodeOf(generate(members[0]!, 'Encore une'))).toBe('INSUFFICIENT_CREDITS');
    expect(await getBalance(em(), owner.userId)).toBe(0);
  });

  it('ends with the plan: members keep their accounts and credits, lose the features, and are told', async () => {
    const { owner, members } = await teamOf('Seydou Fin', 'Mariama Reste');
    const member = members[0]!;
    await runDailyBilling(em(), h.services, new Date(Date.now() + 10 * DAY));
    expect(await em().count(TeamMember, { owner: owner.userId })).toBe(1);
    await runDailyBilling(em(), h.services, new Date(Date.now() + 31 * DAY));
    expect(await em().count(TeamMember, { owner: owner.userId })).toBe(0);
    expect((await h.lastMail(member.email, 'team-left')).subject).toBe('Vous ne faites plus partie de l’équipe de Seydou Fin');
    expect(await featurePlan(em(), member.userId)).toBeNull();
    expect((await member.as().auth.balance())).toEqual({ credits: 30, team: 0 });
  });

  it('a member’s erasure leaves the owner’s ledger as it was; the owner’s closure tells the members', async () => {
    const { owner, members } = await teamOf('Lamine Grand', 'Penda Part', 'Ndeye Reste');
    await drain(members[0]!);
    await generate(members[0]!, 'Mon dernier vlog');
    const sum = async () => (await em().find(CreditEntry, { user: owner.userId })).reduce((s, e) => s + e.amount, 0);
    const total = await sum();
    await closeAccount(closureDeps(), members[0]!.userId);
    expect(await sum()).toBe(total);
    const rows = (await owner.as().account.ledger({})).rows.filter((r) => r.kind === 'spend');
    expect(rows[0]).toMatchObject({ amount: -10 });
    expect(ledgerActor(rows[0]!.by)).toBe('ancien membre');

    await closeAccount(closureDeps(), owner.userId);
    expect((await h.lastMail(members[1]!.email, 'team-left')).text).toContain('a fermé son compte');
    expect(await em().count(TeamMember, { member: members[1]!.userId })).toBe(0);
  });
});
