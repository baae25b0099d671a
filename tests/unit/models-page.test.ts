import { readdirSync, readFileSync } from 'node:fs';
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
