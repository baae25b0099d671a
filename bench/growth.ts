/**
 * Cost growth (issue 17): the queries one person's pages and the daily retention pass run, timed
 * while the database grows from 10³ to 10⁵ to 10⁶ rows in total (scripts/seed-volume.ts: many
 * creators, thumbnails, versions, jobs, credit ledger, sessions). The person is always creator 0,
 * with the same 50 thumbnails: a per-person query should cost the same at every size.
 *
 * The product's own functions run (listHistory, getBalance, creditHistory, the retention rules and
 * stored-files checks); the SQL they send is caught at the driver and shown again under
 * EXPLAIN (ANALYZE, BUFFERS), summarised as the scans it makes. A sequential scan of a big table is
 * marked « ⚠ ».
 * Run: npx tsx bench/growth.ts [--sizes 1000,100000,1000000] [--runs 50]  — prints, decides nothing.
 */
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { EntityManager } from '@mikro-orm/postgresql';
import { creditHistory } from '../server/account/ledger-view';
import { getBalance } from '../server/credits/ledger';
import type { Storage } from '../server/files/storage';
import { createLogger } from '../server/log';
import { RETENTION_RULES } from '../server/privacy/retention';
import { referencedKeys, rowsMissingFiles } from '../server/privacy/stored-files';
import { listHistory } from '../server/studio/history';
import { ROWS_PER_USER, SEED_DOMAIN, THUMBNAILS_PER_USER, seedVolume, usersFor } from '../scripts/seed-volume';
import { startBenchDatabase } from './bench-database';
import { percentile } from '../tests/support/percentile';

/** A table this big read whole is a finding (the seeded user tables reach 10⁴ to 10⁵ rows). */
const BIG_TABLE_ROWS = 20_000;

export interface PlanScan {
  node: string;
  relation: string | null;
  index: string | null;
  /** A sequential scan of a table of more than BIG_TABLE_ROWS rows. */
  big: boolean;
}

export interface QueryFigures {
  name: string;
  /** Per person (creator 0), or over the whole table (a retention count). */
  scope: 'personne' | 'global';
  p50Ms: number;
  /** One entry per SQL statement the call sent, in order. */
  plans: Array<{ scans: PlanScan[]; buffers: number; executionMs: number }>;
}

export interface GrowthStep {
  rows: number;
  users: number;
  seedSeconds: number;
  seedCpuSeconds: number | null;
  seedTables: Array<{ table: string; rows: number; seconds: number }>;
  queries: QueryFigures[];
}

interface Captured {
  text: string;
  values: unknown[];
}

/** Every statement sent through `pg` while `capture` is set: what MikroORM really sends. */
let capture: Captured[] | null = null;
let catching = false;
/** Wraps `pg`'s query once, when the bench starts (npm run bench runs the other benches in this process too). */
function catchQueries(): void {
  if (catching) return;
  catching = true;
  const originalQuery = pg.Client.prototype.query;
  (pg.Client.prototype as { query: unknown }).query = function (this: pg.Client, ...args: unknown[]) {
    if (capture) {
      const [first, second] = args as [string | { text?: string; values?: unknown[] }, unknown];
      const text = typeof first === 'string' ? first : first?.text;
      const values = (typeof first === 'string' ? second : first?.values) as unknown[] | undefined;
      if (text && /^\s*(select|with)\b/i.test(text)) capture.push({ text, values: Array.isArray(values) ? values : [] });
    }
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  };
}

/** Storage that has every file: the missing-files pass then only reads rows (what it costs the database). */
const storageWithEverything = { exists: async () => true } as unknown as Storage;
/** Storage that has none: the missing-files generator yields each row it read, a page at a time. */
const storageWithNothing = { exists: async () => false } as unknown as Storage;

interface Operation {
  name: string;
  scope: 'personne' | 'global';
  run(em: EntityManager): Promise<unknown>;
}

function operations(userId: string, orphanBatch: string[], now: Date): Operation[] {
  const silent = createLogger('silent');
  const rule = (name: string) => {
    const found = RETENTION_RULES.find((r) => r.name.startsWith(name));
    if (!found) throw new Error(`no retention rule « ${name} »`);
    return found;
  };
  const warn = rule('comptes inactifs : avertissement');
  const close = rule('comptes inactifs depuis 3 ans');
  const sessions = rule('sessions terminées');
  return [
    { name: 'studio.history, 1re page (12)', scope: 'personne', run: (em) => listHistory(em, userId, { limit: 12 }) },
    { name: 'studio.history, recherche « video 4 »', scope: 'personne', run: (em) => listHistory(em, userId, { limit: 12, q: 'video 4' }) },
    { name: 'solde (getBalance)', scope: 'personne', run: (em) => getBalance(em, userId, now) },
    { name: 'account.ledger, 1re page (30)', scope: 'personne', run: (em) => creditHistory(em, userId) },
    {
      // One batch of the orphan-files rule: which of 500 listed files a row still names (here the
      // person's 100 files and 400 that nothing names).
      name: 'rétention : fichiers orphelins, un lot de 500',
      scope: 'global',
      run: (em) => referencedKeys(em, orphanBatch),
    },
    {
      name: 'rétention : fichiers manquants, une page (200)',
      scope: 'global',
      run: async (em) => {
        const rows = rowsMissingFiles(em, storageWithNothing);
        for (let i = 0; i < 200; i++) if ((await rows.next()).done) break;
        await rows.return(undefined);
      },
    },
    { name: 'rétention : comptes à avertir (compte)', scope: 'global', run: (em) => warn.due({ em, storage: storageWithEverything, log: silent }, now) },
    { name: 'rétention : comptes à fermer (compte)', scope: 'global', run: (em) => close.due({ em, storage: storageWithEverything, log: silent }, now) },
    { name: 'rétention : sessions terminées (compte)', scope: 'global', run: (em) => sessions.due({ em, storage: storageWithEverything, log: silent }, now) },
  ];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Scan Direction'?: string;
  Plans?: PlanNode[];
}

function scansOf(node: PlanNode, sizes: Map<string, number>, out: PlanScan[] = []): PlanScan[] {
  const type = node['Node Type'];
  if (type.endsWith('Scan') && (node['Relation Name'] || node['Index Name'])) {
    const relation = node['Relation Name'] ?? null;
    const backward = node['Scan Direction'] === 'Backward' ? ' Backward' : '';
    out.push({ node: `${type}${backward}`, relation, index: node['Index Name'] ?? null, big: type === 'Seq Scan' && (sizes.get(relation ?? '') ?? 0) > BIG_TABLE_ROWS });
  }
  for (const child of node.Plans ?? []) scansOf(child, sizes, out);
  return out;
}

async function explain(client: pg.Client, q: Captured, sizes: Map<string, number>) {
  const { rows } = await client.query(`explain (analyze, buffers, format json) ${q.text}`, q.values);
  const result = (rows[0] as { 'QUERY PLAN': Array<{ Plan: PlanNode & { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number }; 'Execution Time': number }> })['QUERY PLAN'][0]!;
  return {
    scans: scansOf(result.Plan, sizes),
    buffers: (result.Plan['Shared Hit Blocks'] ?? 0) + (result.Plan['Shared Read Blocks'] ?? 0),
    executionMs: result['Execution Time'],
  };
}

async function measure(em: EntityManager, client: pg.Client, ops: Operation[], runs: number): Promise<QueryFigures[]> {
  const { rows: sizeRows } = await client.query<{ relname: string; n: string }>(`select relname, reltuples::bigint as n from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`);
  const sizes = new Map(sizeRows.map((r) => [r.relname, Number(r.n)]));
  const out: QueryFigures[] = [];
  for (const op of ops) {
    for (let i = 0; i < 3; i++) await op.run(em.fork()); // warm the caches and the metadata
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await op.run(em.fork());
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const sent: Captured[] = [];
    capture = sent;
    try {
      await op.run(em.fork());
    } finally {
      capture = null;
    }
    const plans = [];
    for (const q of sent) plans.push(await explain(client, q, sizes));
    out.push({ name: op.name, scope: op.scope, p50Ms: percentile(times, 0.5), plans });
  }
  return out;
}

export async function benchGrowth(opts: { sizes?: number[]; runs?: number } = {}): Promise<GrowthStep[]> {
  const sizes = opts.sizes ?? [1_000, 100_000, 1_000_000];
  const runs = opts.runs ?? 50;
  catchQueries();
  const database = await startBenchDatabase('growth');
  const { orm, client } = database;
  try {
    const now = new Date();
    const steps: GrowthStep[] = [];
    let users = 0;
    for (const rows of sizes) {
      const want = usersFor(rows);
      const seeded = want > users ? await seedVolume(client, { from: users, to: want }, now) : { seconds: 0, cpuSeconds: null, tables: [] };
      users = Math.max(users, want);
      const { rows: person } = await client.query<{ id: string }>(`select id from users where email = $1`, [`createur-0@${SEED_DOMAIN}`]);
      const userId = person[0]!.id;
      // The person's own 100 files, and 400 under their folder that no row names.
      const { rows: files } = await client.query<{ k: string }>(`select jpeg_key as k from thumbnails where user_id = $1 union all select preview_key from thumbnails where user_id = $1`, [userId]);
      const orphans = Array.from({ length: 500 - files.length }, (_, i) => `thumbnails/${userId}/${String(i).padStart(8, '0')}-0000-4000-8000-000000000000.jpg`);
      const queries = await measure(orm.em as EntityManager, client, operations(userId, [...files.map((f) => f.k), ...orphans], now), runs);
      steps.push({ rows: users * ROWS_PER_USER, users, seedSeconds: seeded.seconds, seedCpuSeconds: seeded.cpuSeconds, seedTables: seeded.tables, queries });
    }
    return steps;
  } finally {
    await database.stop();
  }
}

const scanText = (s: PlanScan) => `${s.big ? '⚠ ' : ''}${s.node}${s.index ? ` ${s.index}` : ''}${s.relation && !s.index?.startsWith(s.relation) ? ` (${s.relation})` : ''}`;

export function printGrowth(steps: GrowthStep[]): void {
  const exp = (n: number) => {
    const e = Math.round(Math.log10(n));
    return Math.abs(n - 10 ** e) / 10 ** e < 0.1 ? `10${'⁰¹²³⁴⁵⁶⁷⁸⁹'[e]}` : String(n);
  };
  console.log(`\nCroissance des coûts : une personne (${THUMBNAILS_PER_USER} miniatures, ${ROWS_PER_USER} lignes à elle) parmi des créateurs fictifs ; p50 de chaque appel (le code du produit, base PostgreSQL embarquée)`);
  for (const s of steps) {
    const cpu = s.seedCpuSeconds !== null ? `, dont ${s.seedCpuSeconds.toFixed(1)} s de processeur pour PostgreSQL` : '';
    const seed = s.seedSeconds > 0 ? `semées en ${s.seedSeconds.toFixed(1)} s${cpu} (${s.seedTables.map((t) => `${t.table} ${t.seconds.toFixed(1)} s`).join(', ')})` : 'déjà semées';
    console.log(`  ${exp(s.rows)} lignes (${s.rows} lignes, ${s.users} créateurs) : ${seed}`);
  }
  const width = Math.max(...steps[0]!.queries.map((q) => q.name.length)) + 2;
  console.log(`  ${'appel'.padEnd(width)}${steps.map((s) => `${exp(s.rows)} lignes`.padStart(14)).join('')}`);
  for (let i = 0; i < steps[0]!.queries.length; i++) {
    const name = steps[0]!.queries[i]!.name;
    console.log(`  ${name.padEnd(width)}${steps.map((s) => `${s.queries[i]!.p50Ms.toFixed(2)} ms`.padStart(14)).join('')}`);
  }
  console.log('  Plans (EXPLAIN ANALYZE, BUFFERS), une ligne par requête envoyée : parcours, blocs lus, durée dans PostgreSQL');
  for (const s of steps) {
    console.log(`  — à ${exp(s.rows)} lignes`);
    for (const q of s.queries) {
      q.plans.forEach((p, i) => {
        const label = i === 0 ? q.name : '';
        console.log(`    ${label.padEnd(width)}${p.scans.map(scanText).join(' + ') || '(aucune table)'} · ${p.buffers} blocs · ${p.executionMs.toFixed(2)} ms`);
      });
    }
  }
  const seqs = steps.at(-1)!.queries.filter((q) => q.plans.some((p) => p.scans.some((sc) => sc.big)));
  console.log(seqs.length ? `  ⚠ parcours séquentiel d’une grande table à ${exp(steps.at(-1)!.rows)} lignes : ${seqs.map((q) => q.name).join(' ; ')}` : `  Aucun parcours séquentiel d’une table de plus de ${BIG_TABLE_ROWS} lignes à ${exp(steps.at(-1)!.rows)} lignes.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const flag = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  const sizes = flag('--sizes')?.split(',').map(Number);
  const runs = flag('--runs') ? Number(flag('--runs')) : undefined;
  printGrowth(await benchGrowth({ sizes, runs }));
  process.exit(0);
}
