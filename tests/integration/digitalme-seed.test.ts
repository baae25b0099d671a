import { describe, expect, it } from 'vitest';
import { digitalMeUse, portraitsOf, swapSourcesOf } from '../../server/digitalme/portraits';
import { Asset } from '../../server/files/asset.entity';
import { storedPictureFacts } from '../../server/vision/picture-faces';
import { seedReadyDigitalMe } from '../fixtures/ready-digitalme';
import { useHarness } from './harness';

const h = useHarness({ worker: false });

describe('a ready DigitalMe, as the build leaves it', () => {
  it('gives « Moi » portraits cut out with their face, and swap sources, only while the plan includes it', async () => {
    const user = await h.newUser();
    await seedReadyDigitalMe(h.services.orm.em, h.services.storage, user.userId);
    const em = h.services.orm.em.fork();
    expect((await digitalMeUse(em, user.userId)).usable).toBe(false); // no plan: kept, not usable
    const portraits = await portraitsOf(em, user.userId);
    expect(portraits).toHaveLength(3);
    expect(portraits.some((p) => p.best)).toBe(true);
    for (const p of portraits) {
      const cut = await em.findOneOrFail(Asset, p.cutoutAssetId);
      expect(cut).toMatchObject({ kind: 'cutout', hasAlpha: true });
      // Where its face is: kept with the photo's analysis (server/vision/photo-analyses.ts).
      expect((await storedPictureFacts(em, [cut])).get(cut.id)?.face).not.toBeNull();
    }
    const sources = await swapSourcesOf(em, user.userId);
    expect(sources.map((s) => s.facts.mesh.length)).toEqual([478, 478, 478]);
  }, 60_000);
});
