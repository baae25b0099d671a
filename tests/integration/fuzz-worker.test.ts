import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grantCredits } from '../../server/credits/ledger';
import { GenerationJob } from '../../server/studio/generation-job.entity';
import { CREDIT_COSTS } from '../../shared/credits';
import { Design } from '../../shared/engine/model/design';
import { restyleDesign } from '../../shared/engine/layout/restyle';
import { applyOperations, type ApplyHost, type Operation } from '../../shared/engine/model/operations';
import { serverMeasurer } from '../../server/engine/index';
import { STYLE_IDS } from '../../shared/engine/model/style-ids';
import { SKIN_TONES, GenerateInput } from '../../shared/schemas/studio';
import { briefArb, titleArb } from '../fixtures/brief-arb';
import { operationListArb } from '../fixtures/edit-operations-arb';
import { fuzzRuns, FUZZ_TIMEOUT } from '../fixtures/fuzz-runs';
import { appCodeOf, waitForFinalStatus, useHarness } from './harness';

/**
 * Issue 17: no input crashes the worker. Strange but accepted generations (titles and briefs of any
 * script, emoji, controls, SQL, HTML, every style and skin tone) and strange modifications (random
 * operation lists on the saved design, or what the instruction reader makes of a random text) go
 * through the real queue and worker, one after the other: each ends ready, or failed with its
 * credits given back, and the worker goes on to the next. A refused modification charges nothing.
 */
const h = useHarness({ worker: true });

/** Refusals a modification may meet, each with a French reason (never a 500). */
const EDIT_REFUSALS = new Set(['EDIT_REFUSED', 'TEXT_IN_CORNER', 'OFF_FRAME', 'VALIDATION']);

/**
 * What the API's door refuses in every text field before any schema (server/trpc.ts, tested in
 * bad-input.test.ts): a NUL, half a surrogate pair. Left out here, so the inputs reach the worker.
 */
const BAD_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (s: string) => !BAD_CHARACTER.test(s);

const generation = fc
  .record({ title: titleArb.filter(wellFormed), prompt: briefArb().filter(wellFormed), style: fc.constantFrom(...STYLE_IDS), skinTone: fc.constantFrom(...SKIN_TONES) })
  .filter((raw) => GenerateInput.safeParse(raw).success);
/** A second change after the editor's: a forged list (one refused operation refuses the whole save), or the instruction reader's from a random text. */
const secondChange = fc.oneof(fc.record({ kind: fc.constant('raw' as const), seed: fc.integer() }), fc.record({ kind: fc.constant('instruction' as const), text: briefArb(300).filter(wellFormed) }));

/** The editor's own preview of operations: the server's rules, with none of the fixtures' images (this user has none). */
function editorOps(design: Design, prompt: string, seed: number): Operation[] {
  const ops = fc.sample(operationListArb(design, 8), { numRuns: 1, seed })[0]!;
  const m = serverMeasurer();
  const host: ApplyHost = { measurer: m, asset: () => undefined, restyle: (d, style) => restyleDesign(m, d, style, prompt) };
  const refused = new Set(applyOperations(host, design, ops).refused.map((r) => r.index));
  return ops.filter((_, i) => !refused.has(i));
}

describe('the worker under fuzzed generations and modifications', () => {
  it('every generation ends ready, every modification ready or refused with its credits back, and the worker keeps serving', { timeout: FUZZ_TIMEOUT * 2 }, async () => {
    const user = await h.newUser('Fatou Sarr');
    await grantCredits(h.services.orm.em.fork(), { userId: user.userId, amount: 500, reason: 'test', expiresAt: new Date(Date.now() + 86_400_000) });
    const balance = async () => (await user.as().auth.balance()).credits;
    const outcomes: string[] = [];

    /** A modification: refused at once with a French reason and nothing charged, or charged and drawn (or failed and given back). */
    const modify = async (id: string, ops: Operation[], kind: string) => {
      if (ops.length === 0) return;
      const before = await balance();
      // The worker is under test here, not the pace of saves (modifyUser): a long run saves faster than a person.
      await h.services.limits.reset('modifyUser', user.userId);
      let charged: boolean;
      try {
        ({ charged } = await user.as().studio.modify({ id, ops }));
      } catch (err) {
        const code = await appCodeOf(Promise.reject(err));
        expect(EDIT_REFUSALS.has(code ?? ''), `${kind} modification refused with ${code}: ${String(err)}`).toBe(true);
        expect(await balance()).toBe(before);
        outcomes.push(`${kind}:refused`);
        return;
      }
      if (!charged) return;
      const status = await waitForFinalStatus(h, id, 60_000);
      const job = await h.services.orm.em.fork().findOneOrFail(GenerationJob, { thumbnail: id, kind: 'modify' }, { orderBy: { createdAt: 'desc' } });
      outcomes.push(`${kind}:${job.status}`);
      // A failed modification gives its credits back, and the thumbnail keeps its last picture (still ready).
      expect(status).toBe('ready');
      expect(['succeeded', 'failed']).toContain(job.status);
      expect(await balance()).toBe(job.status === 'succeeded' ? before - CREDIT_COSTS.modification : before);
      expect(Design.safeParse((await user.as().studio.get({ id })).design).success).toBe(true);
    };

    await fc.assert(
      fc.asyncProperty(generation, fc.integer(), secondChange, async (input, editorSeed, change) => {
        // The generation: charged once, then ready, or failed and given back.
        const before = await balance();
        const t = await user.as().studio.generate(input);
        const status = await waitForFinalStatus(h, t.id, 60_000);
        const job = await h.services.orm.em.fork().findOneOrFail(GenerationJob, { thumbnail: t.id, kind: 'generate' });
        outcomes.push(`generate:${status}`);
        // The local engine has no outside service to fail: a failed generation here is the renderer
        // or the worker breaking on the input, which is what this property forbids.
        expect(status, `generation failed: ${JSON.stringify((await user.as().studio.get({ id: t.id })).error)}`).toBe('ready');
        expect(job.status).toBe('succeeded');
        expect(await balance()).toBe(before - CREDIT_COSTS.generation);
        const saved = await user.as().studio.get({ id: t.id });
        expect(Design.safeParse(saved.design).success).toBe(true);

        // What the editor sends, then a forged list or an instruction, on the saved design each time.
        await modify(t.id, editorOps(saved.design!, saved.prompt, editorSeed), 'editor');
        const current = (await user.as().studio.get({ id: t.id })).design!;
        const ops = change.kind === 'raw' ? fc.sample(operationListArb(current, 8), { numRuns: 1, seed: change.seed })[0]! : (await user.as().studio.readInstruction({ id: t.id, text: change.text })).ops;
        await modify(t.id, ops, change.kind);
      }),
      // Each run is real generations and modifications through pg-boss: few, and no shrinking (it would run them all again).
      { ...fuzzRuns(3, 1740), endOnFailure: true },
    );

    // Still serving after all of it: a plain generation is drawn.
    const plain = await user.as().studio.generate({ title: 'Mon marché à Dakar', prompt: '', style: 'pro' });
    expect(await waitForFinalStatus(h, plain.id, 60_000)).toBe('ready');
    // The fuzzed inputs did reach the worker (a change in the arbitraries could make them all refused at the door).
    expect(outcomes.filter((o) => o.startsWith('generate:')).length, outcomes.join(' ')).toBeGreaterThan(0);
  });
});
