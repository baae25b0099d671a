import { describe, expect, it } from 'vitest';
import { mayReuseContent } from '../../server/privacy/reuse';
import { SubscriptionPeriod } from '../../server/billing/subscription-period.entity';
import { paidPlan } from './billing-probe';
import { appCodeOf, useHarness } from './harness';

/** Master's refusal of reuse for promotion or training (issue 16): stored, read by `mayReuseContent`, kept after the plan. */
const h = useHarness({ worker: false });

describe('the reuse opt-out', () => {
  it('is Master’s: set and withdrawn there, read by any future reuse, kept when the plan ends', async () => {
    const premium = await h.newUser('Mame Diarra');
    await paidPlan(h, premium.userId, 'PREMIUM');
    expect(await appCodeOf(premium.as().privacy.setReuseOptOut({ optOut: true }))).toBe('PLAN_REQUIRED');
    expect(await premium.as().privacy.reuse()).toMatchObject({ optedOut: false, allowed: false });

    const master = await h.newUser('Cheikh Tall');
    await paidPlan(h, master.userId, 'MASTER');
    const em = () => h.services.orm.em.fork();
    expect(await mayReuseContent(em(), master.userId)).toBe(true);
    expect(await master.as().privacy.setReuseOptOut({ optOut: true })).toMatchObject({ optedOut: true, allowed: true });
    expect(await mayReuseContent(em(), master.userId)).toBe(false);
    await master.as().privacy.setReuseOptOut({ optOut: false });
    expect(await mayReuseContent(em(), master.userId)).toBe(true);
    await master.as().privacy.setReuseOptOut({ optOut: true });

    // The plan ends: the refusal stays (it only protects).
    await em().nativeUpdate(SubscriptionPeriod, { subscription: { user: master.userId } }, { endsAt: new Date(Date.now() - 1000) });
    expect(await master.as().privacy.reuse()).toMatchObject({ optedOut: true, allowed: false });
    expect(await mayReuseContent(em(), master.userId)).toBe(false);
  });
});
