/**
 * « Moi » end to end: `studio.generate` with the user's DigitalMe (withMe) in each style in turn, from
 * the click to status ready, through the real queue, the portrait choice (a probe layout to find the
 * headline's side), the layout and the renderer with the cut-out loaded. The DigitalMe is the test
 * seed (Jesper's 3 fixture photos through the real check and cut-out), on a Premium plan. Prints only.
 * Run: npx tsx bench/generation-me.ts [--runs 12]
 */
import { pathToFileURL } from 'node:url';
import { STYLE_IDS } from '../shared/engine/model/design';
import { productPrice } from '../shared/plans';
import { Order } from '../server/billing/order.entity';
import { startPlanPeriod } from '../server/billing/subscriptions';
import { seedReadyDigitalMe } from '../tests/fixtures/ready-digitalme';
import { signedInUser } from './signed-in-user';
import { bootInProcess, settledStatus } from './in-process';

const median = (v: number[]): number => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? NaN;

export async function benchGenerationMe(runs = 12): Promise<number[]> {
  const { services, config, log, stop } = await bootInProcess();
  try {
    const { api, userId } = await signedInUser(services, config, log, { name: 'Banc Moi', email: 'moi@exemple.sn', credits: 10 * (runs + 2) });
    await seedReadyDigitalMe(services.orm.em, services.storage, userId);
    // A Premium plan, as the payment webhook starts it.
    await services.orm.em.fork().transactional(async (tx) => {
      const order = tx.create(Order, { user: userId, kind: 'plan', product: 'PREMIUM', amountXof: productPrice('PREMIUM')!, provider: 'sandbox', status: 'paid', paidAt: new Date(), paymentMethod: 'Wave', successUrl: `${config.PUBLIC_URL}/paiement/succes`, cancelUrl: `${config.PUBLIC_URL}/paiement/annule` });
      await tx.flush();
      await startPlanPeriod(tx, { userId, planId: 'PREMIUM', orderId: order.id });
    });
    const generate = async (i: number): Promise<number> => {
      const t0 = performance.now();
      const created = await api().studio.generate({ title: `Ce prix m’a choqué, épisode ${i}`, prompt: 'Je suis choqué', mode: 'prompt', style: STYLE_IDS[i % STYLE_IDS.length]!, withMe: true });
      const status = await settledStatus(services, created.id, () => api().studio.get({ id: created.id }), 30_000);
      if (status !== 'ready') throw new Error(`generation ${i}: ${status}`);
      return performance.now() - t0;
    };
    await generate(100); // warm-up: fonts, pictograms, the first cut-out decoded
    const ms: number[] = [];
    for (let i = 0; i < runs; i++) ms.push(await generate(i));
    return ms;
  } finally {
    await stop();
  }
}

export function printGenerationMe(ms: number[]): void {
  console.log(`« Moi » : génération avec le DigitalMe, clic → prête, 6 styles (×${ms.length}) : médiane ${median(ms).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms (objectif médiane ≤ 1 500 ms)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const i = process.argv.indexOf('--runs');
  printGenerationMe(await benchGenerationMe(i >= 0 ? Number(process.argv[i + 1]) : 12));
  process.exit(0);
}
