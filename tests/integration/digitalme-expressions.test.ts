import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawnFace } from '../fixtures/drawn-face';
import { beforeMigration } from './migration-database';

/**
 * Issue 32 took « angry » out of the set's expressions (the emotion model that gave it left) and added
 * « neutral ». Photos stored before keep a valid expression through the migration; the backfill job then
 * reads each again from the photo (tests/integration/digitalme-backfill.test.ts).
 * Real PostgreSQL, the real migrations; the stored meshes are DRAWN faces (tests/fixtures/drawn-face.ts).
 */
const MIGRATION = 'Migration20261129071242';

function storedFacts(face: ReturnType<typeof drawnFace>) {
  return { width: 1000, height: 800, box: [380, 300, 240, 280], angles: face.angles, mouthOpening: 0.04, sharpness: 0.1, hash: '0123456789abcdef', mesh: face.mesh };
}

describe('stored DigitalMe expressions after the emotion model', () => {
  it('an « angry » photo stays valid through the migration, and the migration can be undone', async () => {
    // Down to the emotion model's labels, « angry » among them.
    await beforeMigration(MIGRATION, async (orm, before) => {
      const db = orm.em.getConnection();
      const [user, set] = [randomUUID(), randomUUID()];
      const [smiling, neutral, faceless] = [randomUUID(), randomUUID(), randomUUID()];
      await db.execute(`insert into users (id, created_at, updated_at, email, name) values (?, now(), now(), ?, 'Awa')`, [user, `${user}@exemple.sn`]);
      await db.execute(`insert into digital_mes (id, created_at, updated_at, user_id, status, consent_at, consent_version) values (?, now(), now(), ?, 'ready', now(), '2026-11-23')`, [set, user]);
      const photo = `insert into digital_me_photos (id, created_at, updated_at, digital_me_id, user_id, asset_id, status, reason, facts, expression, best) values (?, now(), now(), ?, ?, ?, ?, ?, ?, ?, false)`;
      for (const [id, status, reason, facts, expression] of [
        [smiling, 'accepted', null, storedFacts(drawnFace('smiling')), 'angry'],
        [neutral, 'accepted', null, storedFacts(drawnFace('neutral', { lowered: 15 })), 'smiling'],
        [faceless, 'refused', 'eyes_hidden', null, 'angry'],
      ] as const) {
        const asset = randomUUID();
        await db.execute(`insert into assets (id, created_at, updated_at, user_id, kind, key, width, height, bytes, has_alpha) values (?, now(), now(), ?, 'upload', ?, 1000, 800, 10, false)`, [asset, user, `uploads/${user}/${asset}.jpg`]);
        await db.execute(photo, [id, set, user, asset, status, reason, facts ? JSON.stringify(facts) : null, expression]);
      }
      const rows = () => db.execute<Array<{ id: string; expression: string; best: boolean }>>('select id, expression, best from digital_me_photos where user_id = ?', [user]);
      const byId = async () => Object.fromEntries((await rows()).map((r) => [r.id, [r.expression, r.best]]));

      await orm.migrator.up();
      expect(await byId()).toEqual({ [smiling]: ['serious', false], [neutral]: ['smiling', false], [faceless]: ['serious', false] });

      // Undone, the old set had no neutral face: its emotion model's neutral was stored as serious.
      await db.execute(`update digital_me_photos set expression = 'neutral' where id = ?`, [neutral]);
      await orm.migrator.down({ to: before });
      expect((await byId())[neutral]).toEqual(['serious', false]);
    });
  });
});
