import { describe, expect, it } from 'vitest';
import { daysFrom, getBalance, grantCredits, listOpenGrants, refundCredits, spendCredits } from '../../server/credits/ledger';
import { CreditEntry } from '../../server/credits/credit-entry.entity';
import { useHarness } from './harness';

const h = useHarness({ worker: false });

describe('the credit ledger', () => {
  it('spends from the grant that expires first, and ignores expired grants', async () => {
    const { userId, cookies } = await h.newUser();
    const em = h.services.orm.em.fork();
    const now = new Date();
    await em.transactional(async (tx) => {
      await grantCredits(tx, { userId, amount: 100, reason: 'pack', expiresAt: daysFrom(now, 20) });
      await grantCredits(tx, { userId, amount: 50, reason: 'expired', expiresAt: daysFrom(now, -1) });
    });
    expect(await getBalance(em, userId)).toBe(130); // 30 gift (30 days) + 100 pack (20 days)
    const account = await h.api(cookies).auth.account();
    expect(account.credits).toBe(130);
    expect(account.grants.map((g) => g.remaining)).toEqual([100, 30]); // soonest expiry first

    await em.transactional((tx) => spendCredits(tx, { userId, amount: 110, reason: 'generation', reference: 'generation:a' }));
    const grants = await listOpenGrants(em, userId);
    // The pack (expires in 20 days) is used up first, then 10 of the 30-day gift.
    expect(grants.map((g) => g.remaining)).toEqual([20]);
    expect(await getBalance(em, userId)).toBe(20);
  });

  it('never writes a partial spend when the balance is short', async () => {
    const { userId } = await h.newUser('Court');
    const em = h.services.orm.em.fork();
    await expect(em.transactional((tx) => spendCredits(tx, { userId, amount: 40, reason: 'generation', reference: 'generation:b' }))).rejects.toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
    });
    expect(await em.count(CreditEntry, { user: userId, kind: 'spend' })).toBe(0);
    expect(await getBalance(em, userId)).toBe(30);
  });

  it('refunds into the original grants once, and as a fresh grant when the original has expired', async () => {
    const { userId } = await h.newUser('Rembourse');
    const em = h.services.orm.em.fork();
    await em.transactional((tx) => spendCredits(tx, { userId, amount: 10, reason: 'generation', reference: 'generation:c' }));
    expect(await em.transactional((tx) => refundCredits(tx, { userId, reference: 'generation:c' }))).toBe(10);
    expect(await em.transactional((tx) => refundCredits(tx, { userId, reference: 'generation:c' }))).toBe(0);
    expect(await getBalance(em, userId)).toBe(30);

    await em.transactional((tx) => spendCredits(tx, { userId, amount: 10, reason: 'generation', reference: 'generation:d' }));
    const later = daysFrom(new Date(), 31); // the 30-day gift has expired by then
    expect(await getBalance(em, userId, later)).toBe(0);
    await em.transactional((tx) => refundCredits(tx, { userId, reference: 'generation:d', now: later }));
    expect(await getBalance(em, userId, later)).toBe(10);
  });

  it('the database refuses to change or delete ledger rows, except when the account itself is erased', async () => {
    const { userId } = await h.newUser('Journal');
    const conn = h.services.orm.em.fork().getConnection();
    await expect(conn.execute(`update credit_entries set amount = 3000 where user_id = '${userId}'`)).rejects.toThrow(/append-only/);
    await expect(conn.execute(`delete from credit_entries where user_id = '${userId}'`)).rejects.toThrow(/append-only/);
    expect(await getBalance(h.services.orm.em.fork(), userId)).toBe(30);

    await conn.execute(`delete from users where id = '${userId}'`);
    expect(await h.services.orm.em.fork().count(CreditEntry, { user: userId })).toBe(0);
  });
});
