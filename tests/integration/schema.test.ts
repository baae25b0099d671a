import { expect, it } from 'vitest';
import { useHarness } from './harness';

const h = useHarness({ worker: false });

it('the committed migrations build exactly the schema the entities describe', async () => {
  const diff = await h.services.orm.schema.getUpdateSchemaSQL({ wrap: false, safe: false });
  expect(diff.trim()).toBe('');
});
