import { describe, expect, it } from 'vitest';
import { grantCredits, refundCredits, spendCredits } from '../../server/credits/ledger';
import { LEDGER_PAGE } from '../../server/account/ledger-view';
import { paidPlan } from './billing-probe';
import { waitForFinalStatus, useHarness } from './harness';
import { ledgerDetail, ledgerLabel } from '../../shared/ledger';

/**
 * « Mouvements de crédits » in /espace (account.ledger): the ledger as the user reads it, newest
 * first, in French, each movement with what it was for; older pages on demand; only one's own.
 */
const h = useHarness();

describe('the credit ledger in the personal space', () => {
  it('lists the gift, a plan, a generation with its title and a refund, newest first, summing to the balance', async () => {
    const user = await h.newUser('Aïssatou Sow');
    const started = await user.as().studio.generate({ title: 'Mon marché de Sandaga', prompt: '', style: 'pro' });
    expect(await waitForFinalStatus(h, started.id)).toBe('ready');
    await paidPlan(h, user.userId, 'PREMIUM');
    const em = h.services.orm.em.fork();
    await em.transactional(async (tx) => {
      await spendCredits(tx, { userId: user.userId, amount: 5, reason: 'modification', reference: 'modification:00000000-0000-4000-8000-00000000abcd' });
    });
    await em.transactional((tx) => refundCredits(tx, { userId: user.userId, reference: 'modification:00000000-0000-4000-8000-00000000abcd' }));

    const { rows, more } = await user.as().account.ledger({});
    expect(more).toBe(false);
    expect(rows.map((r) => [ledgerLabel(r.reason), r.amount])).toEqual([
      ['Crédits rendus : modification non aboutie', 5],
      ['Modification', -5],
      ['Forfait Premium', 1000],
      ['Génération', -10],
      ['Crédits offerts à l’inscription', 30],
    ]);
    expect(ledgerDetail(rows.find((r) => ledgerLabel(r.reason) === 'Génération')!.detail)).toBe('Mon marché de Sandaga');
    expect(ledgerDetail(rows.find((r) => ledgerLabel(r.reason) === 'Modification')!.detail)).toBe('miniature supprimée depuis');
    expect(rows.find((r) => ledgerLabel(r.reason) === 'Forfait Premium')!.expiresAt).not.toBeNull();
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBe((await user.as().auth.balance()).credits);

    // Another account sees only its own.
    const other = await h.newUser('Moussa Ba');
    expect((await other.as().account.ledger({})).rows.map((r) => ledgerLabel(r.reason))).toEqual(['Crédits offerts à l’inscription']);
  }, 60_000);

  it('gives older movements a page at a time, without repeating or skipping one', async () => {
    const user = await h.newUser('Fatou Ndiaye');
    const em = h.services.orm.em.fork();
    await grantCredits(em, { userId: user.userId, amount: 500, reason: 'pack', reference: 'order:00000000-0000-4000-8000-000000000001', expiresAt: new Date(Date.now() + 86_400_000) });
    for (let i = 0; i < LEDGER_PAGE + 5; i++) {
      await em.transactional((tx) => spendCredits(tx, { userId: user.userId, amount: 1, reason: 'generation', reference: `generation:00000000-0000-4000-8000-${String(i).padStart(12, '0')}` }));
    }
    const first = await user.as().account.ledger({});
    expect(first.rows).toHaveLength(LEDGER_PAGE);
    expect(first.more).toBe(true);
    const last = first.rows.at(-1)!;
    const second = await user.as().account.ledger({ before: { at: last.at, id: last.id } });
    expect(second.more).toBe(false);
    const ids = [...first.rows, ...second.rows].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(LEDGER_PAGE + 5 + 2); // the spends, the pack and the sign-up gift
    expect(ledgerLabel(second.rows.at(-1)!.reason)).toBe('Crédits offerts à l’inscription');
    // A pack bought without an order of ours still reads as a pack of credits.
    expect([...first.rows, ...second.rows].some((r) => ledgerLabel(r.reason) === 'Pack de crédits')).toBe(true);
  }, 60_000);
});
