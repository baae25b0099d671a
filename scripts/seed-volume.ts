/**
 * Volume for the cost-growth bench (bench/growth.ts): many made-up creators, each with the rows a
 * real one leaves behind (thumbnails, their first version, their generation jobs, the credit ledger
 * that paid for them, sessions), written by set-based SQL (INSERT … SELECT over generate_series),
 * one transaction per table, so that 10⁶ rows take seconds, not minutes.
 *
 * Every id is derived from the creator's number (a UUID v4 shape drawn from an md5), so a later call
 * can add creators after the existing ones, and creator 0 is always the same person: the one the
 * bench queries. Dates are spread over the last two years (sign-ins over four, so the retention rules
 * find accounts to warn and to close), so one person's rows are scattered among everyone's as in life.
 *
 * Run alone against a database of tests only (never production's): it refuses unless told twice.
 *   DATABASE_URL=postgres://… npx tsx scripts/seed-volume.ts --rows 100000 --yes-fake-data
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

/** Thumbnails per creator: with their versions, jobs and ledger rows, about 205 rows each. */
export const THUMBNAILS_PER_USER = 50;
/** Rows one creator adds: the user, k thumbnails, k versions, k jobs, 2 grants + k spends, 2 sessions. */
export const ROWS_PER_USER = 1 + 4 * THUMBNAILS_PER_USER + 2 + 2;
/** Seeded accounts are recognised (and counted) by this address domain, which no real mail reaches. */
export const SEED_DOMAIN = 'volume.invalid';

/** The number of creators whose rows make about `rows` rows in total. */
export const usersFor = (rows: number) => Math.max(1, Math.round(rows / ROWS_PER_USER));

/** A UUID v4 shape (version nibble 4, variant 8) from an md5 of `seed`: stable, and accepted by z.uuid(). */
const uuid = (seed: string) => `(overlay(overlay(md5(${seed}) placing '4' from 13) placing '8' from 17))::uuid`;
/** A number in [0, 1) from `seed`, the same at every call. */
const unit = (seed: string) => `((hashtext(${seed}) & 2147483647)::float8 / 2147483648.0)`;

export const seedIds = {
  user: (n: string) => uuid(`'u' || ${n}`),
  thumbnail: (n: string, j: string) => uuid(`'t' || ${n} || '.' || ${j}`),
  job: (n: string, j: string) => uuid(`'g' || ${n} || '.' || ${j}`),
  version: (n: string, j: string) => uuid(`'v' || ${n} || '.' || ${j}`),
  grant: (n: string, which: string) => uuid(`'c' || ${n} || '.' || ${which}`),
  spend: (n: string, j: string) => uuid(`'s' || ${n} || '.' || ${j}`),
  session: (n: string, which: string) => uuid(`'x' || ${n} || '.' || ${which}`),
};

/** A design as the studio saves it, about 1 KB of JSON (real ones vary from 0.6 to 3 KB). */
const DESIGN = JSON.stringify({
  version: 2,
  format: 'hd',
  style: 'pro',
  composition: 'sujet-droite',
  background: { kind: 'gradient', from: '#0b1f3a', to: '#1f6feb', angle: 135 },
  layers: [
    { id: 'fond', kind: 'shape', shape: 'rect', box: { x: 0, y: 0, w: 1280, h: 720 }, fill: 'rgba(0, 0, 0, 0.25)' },
    { id: 'sujet', kind: 'image', asset: null, box: { x: 700, y: 40, w: 560, h: 680 }, faces: [], cutout: true },
    { id: 'titre', kind: 'text', text: 'MA PREMIÈRE VIDÉO À DAKAR', font: 'Anton', size: 96, color: '#ffffff', stroke: { color: '#000000', width: 6 }, box: { x: 60, y: 120, w: 620, h: 320 }, align: 'left' },
    { id: 'accroche', kind: 'text', text: 'Regardez jusqu’à la fin', font: 'Montserrat', size: 40, color: '#ffd400', box: { x: 60, y: 460, w: 620, h: 80 }, align: 'left' },
    { id: 'picto', kind: 'pictogram', name: 'fluent-emoji:fire', box: { x: 560, y: 60, w: 120, h: 120 } },
  ],
  safeArea: { x: 1100, y: 620, w: 180, h: 100 },
});

export interface SeedFigures {
  users: number;
  rows: number;
  seconds: number;
  /**
   * CPU seconds PostgreSQL's server process spent on it (from /proc, when the database runs on this
   * machine; null otherwise): on a machine shared with other work, wall time says more about the
   * others than about the seeding.
   */
  cpuSeconds: number | null;
  /** Seconds per table, in the order written. */
  tables: Array<{ table: string; rows: number; seconds: number }>;
}

/**
 * Adds creators numbered `from` to `to - 1` (their ids follow from the numbers) with all their rows,
 * then ANALYZE, so that the planner sees the new size at once (autovacuum would, later).
 */
export async function seedVolume(client: pg.Client, range: { from: number; to: number }, now = new Date()): Promise<SeedFigures> {
  const { from, to } = range;
  const k = THUMBNAILS_PER_USER;
  const started = performance.now();
  const cpuStart = await backendCpuSeconds(client);
  const tables: SeedFigures['tables'] = [];
  const n = 'n::text';
  const j = 'j::text';
  const users = `generate_series(${from}::int, ${to - 1}::int) n`;
  const perThumbnail = `${users} cross join generate_series(0, ${k - 1}) j`;
  // When thumbnail j of creator n was made: anywhere in the last two years.
  const madeAt = `($1::timestamptz - interval '730 days' * ${unit(`'d' || ${n} || '.' || ${j}`)})`;
  // Thumbnail j of creator n: its ids, date and file names, computed once per row.
  const thumbnailRow = `select t.id, t.user_id, t.at, 'thumbnails/' || t.user_id || '/' || t.id as base
                          from (select ${seedIds.thumbnail(n, j)} as id, ${seedIds.user(n)} as user_id, ${madeAt} as at) t`;
  const statements: Array<{ table: string; sql: string; params: unknown[] }> = [
    {
      table: 'users',
      sql: `insert into users (id, created_at, updated_at, email, name, password_hash, email_verified_at, last_sign_in_at)
            select ${seedIds.user(n)}, t.signed_up, t.signed_up, 'createur-' || n || '@${SEED_DOMAIN}', 'Créateur ' || n, null, t.signed_up,
                   $1::timestamptz - interval '1461 days' * ${unit(`'l' || ${n}`)}
              from ${users} cross join lateral (select $1::timestamptz - interval '1461 days' - interval '30 days' * ${unit(`'a' || ${n}`)} as signed_up) t`,
      params: [now],
    },
    {
      table: 'thumbnails',
      sql: `insert into thumbnails (id, created_at, updated_at, user_id, title, prompt, style, seed, status, design, revision, score, engine,
                                    jpeg_key, preview_key, width, height, bytes, ready_at, mode, stage)
            select r.id, r.at, r.at, r.user_id, 'Vidéo ' || j || ' de la chaîne ' || n, '', 'pro', j, 'ready', $2::jsonb, 0,
                   '{"score": 82}'::jsonb, 'local', r.base || '.jpg', r.base || '.webp', 1280, 720, 150000 + j, r.at + interval '2 seconds', 'titre', 'ready'
              from ${perThumbnail} cross join lateral (${thumbnailRow}) r`,
      params: [now, DESIGN],
    },
    {
      table: 'thumbnail_versions',
      sql: `insert into thumbnail_versions (id, created_at, updated_at, thumbnail_id, revision, design, kind, jpeg_key, preview_key)
            select ${seedIds.version(n, j)}, r.at + interval '2 seconds', r.at + interval '2 seconds', r.id, 0, $2::jsonb, 'generation', r.base || '.jpg', r.base || '.webp'
              from ${perThumbnail} cross join lateral (${thumbnailRow}) r`,
      params: [now, DESIGN],
    },
    {
      table: 'generation_jobs',
      sql: `insert into generation_jobs (id, created_at, updated_at, user_id, thumbnail_id, kind, status, credits, attempts, started_at, finished_at)
            select ${seedIds.job(n, j)}, r.at, r.at, r.user_id, r.id, 'generate', 'succeeded', 1, 1, r.at, r.at + interval '2 seconds'
              from ${perThumbnail} cross join lateral (${thumbnailRow}) r`,
      params: [now],
    },
    {
      // Two grants per creator (the sign-up gift, long expired, and a pack still valid), then one
      // spend per generation drawn from the pack: the balance reads both grants and every spend.
      table: 'credit_entries',
      sql: `with grants as (
              insert into credit_entries (id, created_at, updated_at, user_id, actor_id, kind, amount, reason, reference, expires_at)
              select ${seedIds.grant(n, "'gift'")}, $1::timestamptz - interval '740 days', $1::timestamptz - interval '740 days', ${seedIds.user(n)}, ${seedIds.user(n)},
                     'grant', 5, 'signup_gift', null, $1::timestamptz - interval '710 days'
                from ${users}
              union all
              select ${seedIds.grant(n, "'pack'")}, $1::timestamptz - interval '735 days', $1::timestamptz - interval '735 days', ${seedIds.user(n)}, ${seedIds.user(n)},
                     'grant', ${k + 50}, 'pack', null, $1::timestamptz + interval '365 days'
                from ${users}
              returning 1
            )
            insert into credit_entries (id, created_at, updated_at, user_id, actor_id, kind, amount, grant_id, reason, reference)
            select ${seedIds.spend(n, j)}, m.at, m.at, ${seedIds.user(n)}, ${seedIds.user(n)}, 'spend', -1, ${seedIds.grant(n, "'pack'")}, 'generation',
                   'generation:' || ${seedIds.job(n, j)}
              from ${perThumbnail} cross join lateral (select ${madeAt} as at) m`,
      params: [now],
    },
    {
      // One session still open and one ended long ago (the retention pass deletes those).
      table: 'sessions',
      sql: `insert into sessions (id, created_at, updated_at, user_id, user_agent, ip, last_used_at, expires_at, revoked_at, revoked_reason)
            select ${seedIds.session(n, "'open'")}, $1::timestamptz - interval '3 days', $1::timestamptz, ${seedIds.user(n)}, 'Mozilla/5.0 (Linux; Android 14)', '127.0.0.1',
                   $1::timestamptz, $1::timestamptz + interval '27 days', null, null
              from ${users}
            union all
            select ${seedIds.session(n, "'old'")}, $1::timestamptz - interval '200 days', $1::timestamptz - interval '200 days', ${seedIds.user(n)}, 'Mozilla/5.0 (Windows NT 10.0)', '127.0.0.1',
                   $1::timestamptz - interval '190 days', $1::timestamptz - interval '170 days', $1::timestamptz - interval '190 days', 'sign_out'
              from ${users}`,
      params: [now],
    },
  ];
  let rows = 0;
  for (const s of statements) {
    const t0 = performance.now();
    await client.query('begin');
    await client.query('set local synchronous_commit to off'); // a bench's rows: no need to wait for each flush
    try {
      const result = await client.query(s.sql, s.params);
      await client.query('commit');
      const written = s.table === 'credit_entries' ? (result.rowCount ?? 0) + 2 * (to - from) : (result.rowCount ?? 0);
      rows += written;
      tables.push({ table: s.table, rows: written, seconds: (performance.now() - t0) / 1000 });
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    }
  }
  const t0 = performance.now();
  await client.query('analyze users, thumbnails, thumbnail_versions, generation_jobs, credit_entries, sessions');
  tables.push({ table: 'analyze', rows: 0, seconds: (performance.now() - t0) / 1000 });
  const cpuEnd = await backendCpuSeconds(client);
  const cpuSeconds = cpuStart !== null && cpuEnd !== null ? cpuEnd - cpuStart : null;
  return { users: to - from, rows, seconds: (performance.now() - started) / 1000, cpuSeconds, tables };
}

/** User + system CPU time of this connection's server process, when it runs on this machine. */
async function backendCpuSeconds(client: pg.Client): Promise<number | null> {
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  try {
    const stat = readFileSync(`/proc/${rows[0]!.pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks (USER_HZ = 100 on Linux)
  } catch {
    return null;
  }
}

/** How many creators are already seeded (they are numbered 0 to count - 1). */
export async function seededUsers(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(`select count(*) as n from users where email like $1`, [`%@${SEED_DOMAIN}`]);
  return Number(rows[0]?.n ?? 0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const rowsFlag = args[args.indexOf('--rows') + 1];
  const rows = args.includes('--rows') ? Number(rowsFlag) : NaN;
  const url = process.env.DATABASE_URL;
  if (!Number.isInteger(rows) || rows < 1 || !url || !args.includes('--yes-fake-data')) {
    console.error(
      'Usage : DATABASE_URL=postgres://… npx tsx scripts/seed-volume.ts --rows <nombre> --yes-fake-data\n' +
        '  Ajoute des créateurs fictifs (adresses @' + SEED_DOMAIN + ') jusqu’à environ <nombre> lignes au total.\n' +
        '  Pour une base de test seulement, jamais celle de production : --yes-fake-data le confirme.',
    );
    process.exit(2);
  }
  if (process.env.NODE_ENV === 'production') {
    console.error('Refusé : NODE_ENV=production. Ce script écrit des comptes fictifs ; lancez-le sur une base de test.');
    process.exit(2);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const have = await seededUsers(client);
    const want = usersFor(rows);
    if (want <= have) {
      console.log(`Déjà ${have} créateurs fictifs (≈ ${have * ROWS_PER_USER} lignes) : rien à ajouter.`);
    } else {
      const seeded = await seedVolume(client, { from: have, to: want });
      const cpu = seeded.cpuSeconds !== null ? ` (${seeded.cpuSeconds.toFixed(1)} s de processeur pour PostgreSQL)` : '';
      console.log(`${seeded.users} créateurs fictifs ajoutés, ${seeded.rows} lignes en ${seeded.seconds.toFixed(1)} s${cpu} :`);
      for (const t of seeded.tables) console.log(`  ${t.table.padEnd(20)} ${String(t.rows).padStart(9)} lignes  ${t.seconds.toFixed(1)} s`);
    }
  } finally {
    await client.end();
  }
}
