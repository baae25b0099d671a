/**
 * What every operator script shares: flags, the database (DATABASE_URL, the running server's embedded
 * PostgreSQL, or one started here), the account by e-mail, the audit row, and French errors on stderr.
 */
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { pino } from 'pino';
import { z } from 'zod';
import { User, type IUser } from '../../server/db/user.entity';
import { OperatorAction, type IOperatorAction } from '../../server/billing/operator-action.entity';
import { ConfigError, loadConfig, loadDotEnv, type Config } from '../../server/config';
import { liveOwner, startEmbeddedPostgres } from '../../server/db/embedded-postgres';
import { initOrm, migrate, type EntityManager, type Orm } from '../../server/orm';

/** A refusal meant for the operator: printed as is on stderr, exit code 1. */
export class OperatorError extends Error {
  override name = 'OperatorError';
  constructor(message: string, readonly showUsage = false) {
    super(message);
  }
}

/** Runs a script's body: a refusal or a crash prints in French on stderr and sets exit code 1. */
export async function runCommand(usage: string, main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (err) {
    if (err instanceof OperatorError) {
      console.error(`Erreur : ${err.message}`);
      if (err.showUsage) console.error(`\n${usage}`);
    } else {
      console.error(`Erreur inattendue : ${err instanceof Error ? err.message : String(err)}`);
      if (err instanceof Error && err.stack) console.error(err.stack);
    }
    process.exitCode = 1;
  }
}

type Options = NonNullable<ParseArgsConfig['options']>;

/** `node:util` parseArgs in strict mode, with its English errors turned into French ones. */
export function parseFlags<O extends Options>(argv: string[], options: O, allowPositionals = false) {
  // `--credits -5` would read as a missing value followed by an unknown flag `-5`: keep the number with
  // its flag so the validation names the real problem (a negative number).
  const args = argv.flatMap((arg, i) => {
    const next = argv[i + 1];
    if (arg.startsWith('--') && options[arg.slice(2)]?.type === 'string' && next !== undefined && /^-[\d.]/.test(next)) return [`${arg}=${next}`];
    const prev = argv[i - 1];
    if (prev?.startsWith('--') && options[prev.slice(2)]?.type === 'string' && /^-[\d.]/.test(arg)) return [];
    return [arg];
  });
  const known = Object.keys(options).map((name) => `--${name}`).join(', ');
  try {
    return parseArgs({ args, options, strict: true, allowPositionals });
  } catch (err) {
    const code = (err as { code?: string }).code;
    const message = err instanceof Error ? err.message : String(err);
    const flag = message.match(/'(-{1,2}[^' ]+)/)?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new OperatorError(`option inconnue : ${flag}. Options possibles : ${known}.`, true);
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') throw new OperatorError(`argument inattendu : « ${message.match(/'([^']*)'/)?.[1] ?? ''} ».`, true);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      if (/does not take an argument/.test(message)) throw new OperatorError(`l’option ${flag} ne prend pas de valeur.`, true);
      throw new OperatorError(`l’option ${flag} attend une valeur.`, true);
    }
    throw err;
  }
}

/** Validates the flags with zod; every problem becomes one French line. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new OperatorError(parsed.error.issues.map((issue) => issue.message).join('\n       '), true);
}

const count = new Intl.NumberFormat('fr-FR');

export const emailFlag = z
  .string({ error: '--email manque : indiquez l’adresse e-mail du compte.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: (iss) => `--email : « ${String(iss.input)} » n’est pas une adresse e-mail valide.` }));

export const reasonFlag = z
  .string({ error: '--reason manque : indiquez le motif (3 à 300 caractères), il est enregistré avec l’action.' })
  .trim()
  .min(3, { error: '--reason : le motif doit faire au moins 3 caractères.' })
  .max(300, { error: '--reason : le motif ne peut pas dépasser 300 caractères.' });

/** A whole number given as text, between min and max (« 1.5 », « abc », « -5 » are refused). */
export function wholeNumberFlag(flag: string, unit: string, min: number, max: number) {
  const range = `un nombre entier de ${unit} entre ${count.format(min)} et ${count.format(max)}`;
  return z
    .string({ error: `${flag} manque : indiquez ${range}.` })
    .trim()
    .superRefine((value, ctx) => {
      if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
        ctx.addIssue({ code: 'custom', message: `${flag} doit être ${range} (reçu : « ${value} »).` });
      }
    })
    .transform(Number);
}

/** Who ran the command: the person behind sudo, else the OS account. */
export function operatorName(): string {
  let name = process.env.SUDO_USER;
  if (!name) {
    try {
      name = os.userInfo().username;
    } catch {
      name = process.env.USER ?? 'inconnu'; // no passwd entry (some containers)
    }
  }
  return name.slice(0, 80);
}

// Africa/Dakar is UTC all year round; the time zone is spelled out so the display never depends on the machine.
const dayFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Africa/Dakar' });
const momentFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Dakar' });

export function formatDay(date: Date): string {
  return dayFormat.format(date);
}

/** « 31 décembre 2026 » for an end of day, « 21 décembre 2026 à 14:03 » otherwise. */
export function formatMoment(date: Date): string {
  const endOfDay = date.getUTCHours() === 23 && date.getUTCMinutes() === 59 && date.getUTCSeconds() === 59;
  return endOfDay ? dayFormat.format(date) : momentFormat.format(date);
}

export async function findUser(em: EntityManager, email: string): Promise<IUser> {
  const user = await em.findOne(User, { email: email.toLowerCase() });
  if (!user) throw new OperatorError(`aucun compte MiniaLab avec l’adresse ${email}. Vérifiez l’orthographe.`);
  return user;
}

export type OperatorActionName = 'grant_credits' | 'terminate_subscription' | 'extend_subscription';

/** The audit row of an operator action, in the caller's transaction. */
export async function recordAction(
  em: EntityManager,
  args: { action: OperatorActionName; user: IUser; reason: string; details: Record<string, unknown> },
): Promise<IOperatorAction> {
  const row = em.create(OperatorAction, {
    action: args.action,
    userId: args.user.id,
    userEmail: args.user.email,
    reason: args.reason,
    details: args.details,
    actor: operatorName(),
  });
  await em.flush();
  return row;
}

class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('dry run');
  }
}

/**
 * Runs `fn` in one transaction. A dry run runs the very same services, then rolls everything back:
 * what it prints is what the real run would do.
 */
export async function inTransaction<T>(em: EntityManager, dryRun: boolean, fn: (tx: EntityManager) => Promise<T>): Promise<T> {
  try {
    return await em.fork().transactional(async (tx) => {
      const value = await fn(tx);
      if (dryRun) throw new Rollback(value);
      return value;
    });
  } catch (err) {
    if (err instanceof Rollback) return err.value as T;
    throw err;
  }
}

/**
 * Opens the database, runs `fn`, closes everything. DATABASE_URL when set; otherwise the embedded
 * PostgreSQL of DATA_DIR: the running server's (it publishes its address in DATA_DIR/postgres.url,
 * since a second PostgreSQL cannot open the same data), or one started here for the command's length.
 */
export async function withDatabase<T>(fn: (em: EntityManager, db: { url: string; config: Config }) => Promise<T>): Promise<T> {
  loadDotEnv();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) throw new OperatorError(`configuration invalide (.env ou variables d’environnement) :\n${err.message}`);
    throw err;
  }
  // Logs go to stderr: stdout carries only the command's answer.
  const log = pino({ level: 'warn', base: { service: 'minialab-script' } }, pino.destination(2));

  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const fn of stops.splice(0).reverse()) await fn().catch(() => undefined);
  };
  const interrupted = () => void stop().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    let url = config.DATABASE_URL;
    let where = 'DATABASE_URL';
    let ownDatabase = false;
    if (!url) {
      const server = runningServer(config.dataDir);
      if (server) {
        url = server.url;
        where = `la base du serveur MiniaLab en marche (pid ${server.pid})`;
      } else {
        try {
          const pg = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.EMBEDDED_PG_PORT, log });
          stops.push(() => pg.stop());
          url = pg.url;
        } catch (err) {
          throw new OperatorError(`impossible de démarrer la base embarquée de ${config.dataDir} : ${err instanceof Error ? err.message : String(err)}`);
        }
        where = `la base embarquée de ${config.dataDir}`;
        ownDatabase = true;
      }
    }
    let orm: Orm;
    try {
      orm = await initOrm(url);
      await orm.em.getConnection().execute('select 1');
    } catch (err) {
      throw new OperatorError(`impossible de se connecter à ${where} : ${err instanceof Error ? err.message : String(err)}`);
    }
    stops.push(() => orm.close(true));
    if (ownDatabase) {
      await migrate(orm);
    } else {
      // The server applies migrations when it starts; an operator script never changes the schema under it.
      const pending = await orm.migrator.getPending();
      if (pending.length) throw new OperatorError(`la base (${where}) attend ${pending.length} migration(s) : démarrez d’abord le serveur à jour.`);
    }
    return await fn(orm.em, { url, config });
  } finally {
    await stop();
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }
}

/** The MiniaLab process that owns DATA_DIR (minialab.pid), with the address it published, or null when none runs. */
function runningServer(dataDir: string): { pid: number; url: string } | null {
  const pid = liveOwner(dataDir);
  if (pid === null) return null;
  const urlFile = path.join(dataDir, 'postgres.url');
  if (!existsSync(urlFile)) {
    throw new OperatorError(
      `un processus MiniaLab (pid ${pid}) utilise ${dataDir} mais n’a pas publié l’adresse de sa base (${urlFile}). ` +
        'Attendez la fin de son démarrage et relancez la commande, ou arrêtez-le, ou indiquez DATABASE_URL.',
    );
  }
  try {
    return { pid, url: readFileSync(urlFile, 'utf8').trim() };
  } catch (err) {
    throw new OperatorError(`impossible de lire ${urlFile} (lancez la commande avec le même compte que le serveur) : ${(err as Error).message}`);
  }
}
