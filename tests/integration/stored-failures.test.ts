import { afterAll, beforeAll, expect, it } from 'vitest';
import { SENTENCES } from '../../migrations/Migration20261128083500';
import { Thumbnail } from '../../server/studio/thumbnail.entity';
import { shownError } from '../fixtures/failure-text';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ worker: false });
});
afterAll(async () => {
  await h?.stop();
});

const MIGRATION = 'Migration20261128083500';
const GENERIC = 'La génération a échoué. Vos crédits ont été rendus.';

it('a thumbnail whose failure was stored as a French sentence, before codes, still shows that sentence', async () => {
  const user = await h.newUser('Ancienne Erreur');
  const { orm } = h.services;
  // The database as it was before failures were codes: the migration undone, old rows written as the old code wrote them.
  await orm.migrator.down({ migrations: [MIGRATION] });
  const old: Array<{ status: 'failed' | 'ready'; stored: string; shown: string }> = [
    ...SENTENCES.map(([, sentence]) => ({ status: 'failed' as const, stored: sentence, shown: sentence })),
    { status: 'failed', stored: 'La composition de la miniature a échoué. Vos 10 crédits ont été rendus.', shown: 'La composition de la miniature a échoué. Vos 10 crédits ont été rendus.' },
    { status: 'failed', stored: 'Le rendu de l’image a échoué. Vos 5 crédits ont été rendus.', shown: 'Le rendu de l’image a échoué. Vos 5 crédits ont été rendus.' },
    { status: 'ready', stored: 'Le moteur IA a refusé cette modification. Vos crédits ont été rendus.', shown: 'Le moteur IA a refusé cette modification. Vos crédits ont été rendus.' },
    // A sentence no version of the code wrote, and a technical word: the generic failure.
    { status: 'failed', stored: 'Une phrase qu’aucune version n’a écrite.', shown: GENERIC },
    { status: 'failed', stored: 'render_failed', shown: GENERIC },
  ];
  const ids = await orm.em.fork().transactional(async (tx) => {
    const rows = old.map((o, i) => tx.create(Thumbnail, { user: user.userId, title: `Ancienne ${i}`, prompt: '', style: 'pro', seed: i, status: o.status, error: o.stored }));
    await tx.flush();
    return rows.map((r) => r.id);
  });

  await orm.migrator.up({ migrations: [MIGRATION] });

  const stored = await orm.em.fork().find(Thumbnail, { id: { $in: ids } }, { fields: ['error'] });
  for (const row of stored) expect(row.error).toMatch(/^[A-Z_]+(:[0-9]+)?$/);
  for (const [i, o] of old.entries()) {
    expect(shownError(await user.as().studio.get({ id: ids[i]! })), o.stored).toBe(o.shown);
  }
});
