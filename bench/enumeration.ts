/**
 * Does an answer's time tell whether an address has an account? Median time of « send me a code »,
 * « forgotten password » and a wrong password, for addresses with and without an account (and with
 * five unfinished sign-ups), over HTTP on loopback, each try from its own 127.x.y.z source.
 * Run: npx tsx bench/enumeration.ts  — prints figures, decides nothing (goal: medians < 2 ms apart).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApp } from '../server/app';
import { memoryCookieJar } from '../server/auth/cookies';
import { boot } from '../server/boot';
import { loadConfig } from '../server/config';
import { createLogger } from '../server/log';
import { MailMessage } from '../server/mail/mail-message.entity';
import { appRouter } from '../server/router';
import { createContext } from '../server/context';
import { createCallerFactory } from '../server/trpc';
import { trpcPost } from '../tests/integration/http-client';

export interface EnumerationFigures {
  path: string;
  withAccount: number;
  without: number;
  tries: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export async function benchEnumeration(tries = 200): Promise<EnumerationFigures[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'minialab-bench-enum-'));
  chmodSync(dataDir, 0o755);
  const log = createLogger('silent');
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: process.env.DATABASE_URL ?? '' });
  const booted = await boot({ config, log, web: true, worker: true });
  const { services } = booted;
  const server = createApp(services).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let source = 0;
  const nextSource = () => {
    source += 1;
    return `127.${(source >> 16) & 255}.${(source >> 8) & 255}.${(source & 255) || 1}`;
  };
  const api = () => createCallerFactory(appRouter)(createContext({ services, em: services.orm.em.fork(), log, cookies: memoryCookieJar(), bearer: null, client: { issuer: config.PUBLIC_URL, ip: nextSource() } }));
  const password = 'Yassa-Poulet-Thiof-26';
  try {
    // Accounts: each used once per path, so per-address limits never answer instead of the code under test.
    const known: string[] = [];
    for (let i = 0; i < tries; i++) {
      const email = `compte.${i}@exemple.sn`;
      await api().auth.signUp({ name: `Compte ${i}`, email, password });
      const mail = await services.orm.em.fork().findOneOrFail(MailMessage, { to: email, kind: 'verify-email' });
      await api().auth.verifyEmail({ token: mail.text.match(/jeton=([\w-]+)/)![1]! });
      known.push(email);
    }
    const pending: string[] = [];
    for (let i = 0; i < Math.ceil(tries / 5); i++) {
      const email = `inacheve.${i}@exemple.sn`;
      for (let k = 0; k < 5; k++) await api().auth.signUp({ name: `Inacheve ${i}`, email, password: `${password}-${k}` });
      pending.push(email);
    }

    const time = async (procedure: string, input: object) => {
      const t0 = performance.now();
      await trpcPost(base, procedure, input, { origin: config.PUBLIC_URL }, nextSource());
      return performance.now() - t0;
    };
    const figures: EnumerationFigures[] = [];
    for (const procedure of ['auth.requestCode', 'auth.requestPasswordReset']) {
      const a: number[] = [];
      const b: number[] = [];
      for (let i = 0; i < tries; i++) {
        a.push(await time(procedure, { email: known[i] }));
        b.push(await time(procedure, { email: `${procedure.slice(5)}.personne.${i}@exemple.sn` }));
      }
      figures.push({ path: procedure, withAccount: median(a), without: median(b), tries });
    }
    const wrong = { a: [] as number[], b: [] as number[], c: [] as number[] };
    for (let i = 0; i < tries; i++) {
      wrong.a.push(await time('auth.signIn', { email: known[i], password: 'Pas-Le-Bon-Mot-De-Passe-1' }));
      wrong.b.push(await time('auth.signIn', { email: `connexion.personne.${i}@exemple.sn`, password: 'Pas-Le-Bon-Mot-De-Passe-1' }));
      wrong.c.push(await time('auth.signIn', { email: pending[i % pending.length], password: 'Pas-Le-Bon-Mot-De-Passe-1' }));
    }
    figures.push({ path: 'auth.signIn (mauvais mot de passe)', withAccount: median(wrong.a), without: median(wrong.b), tries });
    figures.push({ path: 'auth.signIn (5 inscriptions inachevées)', withAccount: median(wrong.c), without: median(wrong.b), tries });
    return figures;
  } finally {
    await new Promise((r) => server.close(r));
    await booted.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printEnumeration(figures: EnumerationFigures[]): void {
  console.log(`\nÉnumération des comptes par le temps de réponse (médianes sur ${figures[0]?.tries ?? 0} essais, objectif : écart < 2 ms) :`);
  for (const f of figures) {
    console.log(`  ${f.path.padEnd(42)} avec compte ${f.withAccount.toFixed(1).padStart(6)} ms · sans compte ${f.without.toFixed(1).padStart(6)} ms · écart ${Math.abs(f.withAccount - f.without).toFixed(1)} ms`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printEnumeration(await benchEnumeration(Number(process.argv[2] ?? 200)));
  process.exit(0);
}
