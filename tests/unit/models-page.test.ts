import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFaceModels } from '../../server/vision/face-models';
import { modelFilesRead } from '../../server/vision/model-files';
import { modelsDir } from '../../server/vision/models';

/**
 * licenses/MODELS.md is the one page that lists every model the product loads, with its weights'
 * licence, its training data and a verdict by the rule in DECISIONS. A model added without its row
 * fails here: a file in models/, or a model Human reads from its own package (loaded here as a
 * DigitalMe check loads them: detector, mesh, iris and the rest).
 */
const page = readFileSync(path.join(import.meta.dirname, '../../licenses/MODELS.md'), 'utf8');
/** The table's rows: a model is named there, not in a remark under it. */
const rows = page.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('|---'));

describe('licenses/MODELS.md', () => {
  it('has a row for every folder of models/', () => {
    const folders = readdirSync(modelsDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => `models/${d.name}/`);
    expect(folders.length).toBeGreaterThan(0);
    expect(folders.filter((f) => !rows.some((row) => row.includes(f)))).toEqual([]);
  });

  it('has a row for every model file Human loads for a DigitalMe check', async () => {
    await loadFaceModels();
    const humans = modelFilesRead()
      .filter((file) => file.includes(`${path.sep}node_modules${path.sep}`))
      .map((file) => path.basename(file));
    // BlazeFace, FaceMesh and Iris at least.
    expect(humans.length).toBeGreaterThanOrEqual(3);
    expect(humans.filter((name) => !rows.some((row) => row.includes(`\`${name}\``)))).toEqual([]);
  }, 60_000);

  it('gives every row a licence and a verdict', () => {
    const models = rows.slice(1);
    expect(models.length).toBeGreaterThan(0);
    for (const row of models) {
      const cells = row.split(' | ');
      expect(cells, row.slice(0, 80)).toHaveLength(6);
      expect(cells[5]!.replace(/\|\s*$/, '').trim(), row.slice(0, 80)).toMatch(/^(ships|may ship|fails the rule)/);
    }
  });
});

/**
 * A model whose verdict is « fails the rule » leaves the product, its weights included: no Human
 * configuration the product builds enables it, loading every face model the product uses never reads
 * its file, the production tree (scripts/production-tree.mjs, which the Dockerfile runs) deletes its
 * files from Human's package, and a folder of models/ it names is gone. A row that still says « not done yet » is an open item, checked once its issue is done.
 */
describe('models that fail the rule', () => {
  const humanModels = path.join(import.meta.dirname, '../../node_modules/@vladmandic/human/models');
  const script = readFileSync(path.join(import.meta.dirname, '../../scripts/production-tree.mjs'), 'utf8');
  /** Every path the production tree's script deletes from Human's package (its FAILING_RULE_WEIGHTS). */
  const listed = /export const FAILING_RULE_WEIGHTS = \[([^\]]*)\]/.exec(script)?.[1] ?? '';
  const deleted = new Set([...listed.matchAll(/'([^']+)'/g)].map((m) => m[1]!));
  const failing = rows
    .slice(1)
    .map((row) => row.split(' | '))
    .filter((cells) => cells[5]?.trim().startsWith('fails the rule'))
    .map((cells) => ({
      name: cells[0]!.replace(/^\|\s*/, ''),
      humanFiles: [...cells[0]!.matchAll(/`([\w.-]+\.json)`/g)].map((m) => m[1]!),
      folders: [...cells[0]!.matchAll(/`models\/([^`/]+)\/`/g)].map((m) => m[1]!),
      open: cells[5]!.includes('not done yet'),
    }));

  /** Those whose row says the model has left; a row still saying « not done yet » is an open item of its issue. */
  const gone = failing.filter((model) => !model.open);

  it('are found on the page, the emotion model among those that have left', () => {
    expect(gone.map((model) => model.name).join(' ')).toContain('`emotion.json`');
  });

  it.each(gone)('$name is not loaded, and its weights are not shipped', async (model) => {
    const models = await loadFaceModels();
    expect(model.humanFiles.length + model.folders.length).toBeGreaterThan(0);
    const read = modelFilesRead().map((file) => path.basename(file));
    for (const file of model.humanFiles) {
      expect(read).not.toContain(file);
      for (const human of [models.vision.human, models.full]) {
        expect(enabledFor(human.config, file), file).toEqual([false]);
      }
      const manifest = JSON.parse(readFileSync(path.join(humanModels, file), 'utf8')) as { weightsManifest: Array<{ paths: string[] }> };
      for (const name of [file, ...manifest.weightsManifest.flatMap((g) => g.paths)]) {
        expect(deleted, `the production tree deletes ${name}`).toContain(`node_modules/@vladmandic/human/models/${name}`);
      }
    }
    for (const folder of model.folders) expect(existsSync(path.join(modelsDir, folder)), `models/${folder}/`).toBe(false);
  }, 60_000);
});

/** The `enabled` flag of every section of a Human configuration whose `modelPath` is `file`. */
function enabledFor(config: unknown, file: string): boolean[] {
  if (!config || typeof config !== 'object') return [];
  const section = config as Record<string, unknown>;
  const own = typeof section.modelPath === 'string' && path.basename(section.modelPath) === file ? [section.enabled === true] : [];
  return [...own, ...Object.values(section).flatMap((value) => enabledFor(value, file))];
}
