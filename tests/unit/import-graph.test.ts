import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { houseFaults, importsIn, type FloorPlan, type HouseFaults, type ImportEdge } from '../../scripts/lib/import-graph';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The floor plan of server/ (docs/ARCHITECTURE.md draws it): a file imports only from its own floor
 * or a lower one, type imports and `import()` included, and no two rooms (folders, or files standing
 * at the top) reach each other. tests/, bench/ and scripts/ may import any floor.
 */
export const FLOORS: FloorPlan = [
  // 1. The kernel: what every request and job stands on, naming no domain.
  ['server/config.ts', 1],
  ['server/errors.ts', 1],
  ['server/log.ts', 1],
  ['server/page-cache.ts', 1],
  ['server/ports.ts', 1],
  ['server/trpc.ts', 1],
  ['server/db/', 1],
  ['server/jobs/', 1],
  ['server/realtime/', 1],
  ['server/site/', 1],
  // 2. The seams: one per kind of outside thing (storage, vision, AI engines, mail, drawing, pictograms),
  // and the readers of French briefs and instructions (server only: no page runs them).
  ['server/files/', 2],
  ['server/vision/', 2],
  ['server/image-engines/', 2],
  ['server/mail/', 2],
  ['server/engine/', 2],
  ['server/pictograms/', 2],
  ['server/reader/', 2],
  // 3. The domains a picture job stands on: who you are, what you may spend, your persona and brand.
  ['server/auth/', 3],
  ['server/credits/', 3],
  ['server/billing/', 3],
  ['server/digitalme/', 3],
  ['server/brand/', 3],
  // 4. The studio: every paid picture job.
  ['server/studio/', 4],
  // 5. What reads across the domains: the account page, privacy, support, teams, the plans' catalogue.
  ['server/account/', 5],
  ['server/privacy/', 5],
  ['server/support/', 5],
  ['server/teams/', 5],
  ['server/plans/', 5],
  // 6. The root: it assembles the process.
  ['server/app.ts', 6],
  ['server/boot.ts', 6],
  ['server/context.ts', 6],
  ['server/entities.ts', 6],
  ['server/job-registry.ts', 6],
  ['server/job-worker.ts', 6],
  ['server/main.ts', 6],
  ['server/orm.ts', 6],
  ['server/private-files.ts', 6],
  ['server/page-template.ts', 6],
  ['server/router.ts', 6],
  ['server/ssr.ts', 6],
  ['server/static-assets.ts', 6],
];

/** The one import allowed to go up: queue.ts types each job's payload from the list of every job. */
const registryTypeMap = (e: ImportEdge) => e.from === 'server/jobs/queue.ts' && e.to === 'server/job-registry.ts' && e.kind === 'type';

const CLEAN: HouseFaults = { unplaced: [], upward: [], roomCircles: [], fileCircles: [], dialect: [], sides: [] };

// Every source file of the three sides is parsed: a few hundred milliseconds alone, seconds on a loaded machine.
describe('the house in floors', { timeout: 30_000 }, () => {
  it('every server file has a floor, imports go down or across, and nothing reaches itself (type imports counted)', () => {
    expect(houseFaults(root, FLOORS, registryTypeMap)).toEqual(CLEAN);
  });

  it('the registry type map is the one circle left when it is counted', () => {
    const circles = houseFaults(root, FLOORS).fileCircles;
    expect(circles).toHaveLength(1);
    expect(circles[0]).toContain('server/job-registry.ts');
    expect(circles[0]).toContain('server/jobs/queue.ts');
  });
});

describe('the floor test reads what it claims', () => {
  const fixtures: string[] = [];
  afterAll(() => {
    for (const dir of fixtures) rmSync(dir, { recursive: true, force: true });
  });
  const house = (files: Record<string, string>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'house-'));
    fixtures.push(dir);
    for (const side of ['server', 'shared', 'client']) mkdirSync(path.join(dir, side), { recursive: true });
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    return dir;
  };
  const plan: FloorPlan = [
    ['server/db/', 1],
    ['server/studio/', 4],
    ['server/app.ts', 6],
  ];

  it('reads static, type-only, dynamic and typeof-import imports', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C } from './c';",
      "export { d } from './d';",
      "export type { E } from './e';",
      "const f = await import('./f');",
      "type G = typeof import('./g');",
      "type H = import('./h').H;",
    ].join('\n');
    expect(importsIn(text)).toEqual([
      { specifier: './a', kind: 'static' },
      { specifier: './b', kind: 'type' },
      { specifier: './c', kind: 'type' },
      { specifier: './d', kind: 'static' },
      { specifier: './e', kind: 'type' },
      { specifier: './f', kind: 'dynamic' },
      { specifier: './g', kind: 'typeof' },
      { specifier: './h', kind: 'typeof' },
    ]);
  });

  it.each([
    ['a static import', "import { Thumbnail } from '../studio/thumbnail';"],
    ['a type import', "import type { Thumbnail } from '../studio/thumbnail';"],
    ['a dynamic import', "export const load = () => import('../studio/thumbnail');"],
    ['a typeof import()', "export type T = typeof import('../studio/thumbnail');"],
  ])('fails on %s that goes up a floor', (_kind, line) => {
    const dir = house({ 'server/db/base.ts': `${line}\n`, 'server/studio/thumbnail.ts': 'export class Thumbnail {}\n', 'server/app.ts': "import '../server/db/base';\n" });
    const faults = houseFaults(dir, plan);
    expect(faults.upward).toHaveLength(1);
    expect(faults.upward[0]).toMatch(/^server\/db\/base\.ts -> \.\.\/studio\/thumbnail.*floor 1 imports floor 4$/);
  });

  it('passes the same files when the import goes down, and fails on a file without a floor, a circle, a .ts ending or a client importing server code', () => {
    const down = house({ 'server/db/base.ts': 'export const base = 1;\n', 'server/studio/thumbnail.ts': "import { base } from '../db/base';\nexport const t = base;\n" });
    expect(houseFaults(down, plan)).toEqual(CLEAN);

    const faulty = house({
      'server/db/base.ts': "import { b } from './other';\nexport const a = 1;\n",
      'server/db/other.ts': "import type { } from './base';\nimport { a } from './base.ts';\nexport const b = a;\n",
      'server/extra.ts': 'export const lost = true;\n',
      'client/page.ts': "import { a } from '../server/db/base';\nexport const p = a;\n",
      'shared/rule.ts': "import type { T } from '../client/page';\nexport type R = T;\n",
    });
    const faults = houseFaults(faulty, plan);
    expect(faults.unplaced).toEqual(['server/extra.ts']);
    expect(faults.fileCircles).toEqual(['server/db/base.ts server/db/other.ts']);
    expect(faults.dialect).toEqual(["server/db/other.ts -> ./base.ts: drop the ending"]);
    expect(faults.sides).toHaveLength(2);
  });

  it('fails when two folders on one floor import each other', () => {
    const dir = house({
      'server/db/a.ts': "import { b } from '../jobs/b';\nexport const a = b;\n",
      'server/jobs/b.ts': "export const b = 1;\nexport const later = () => import('../db/a');\n",
    });
    expect(houseFaults(dir, [['server/db/', 1], ['server/jobs/', 1]]).roomCircles).toEqual(['db/ jobs/']);
  });
});
