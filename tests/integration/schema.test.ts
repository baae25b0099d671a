import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ worker: false });
});
afterAll(async () => {
  await h?.stop();
});

it('the committed migrations build exactly the schema the entities describe', async () => {
  const diff = await h.services.orm.schema.getUpdateSchemaSQL({ wrap: false, safe: false });
  expect(diff.trim()).toBe('');
});
