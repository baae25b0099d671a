import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCredits } from '../../shared/credits';
import { OperatorAction } from '../../server/billing/operator-action.entity';
import { addDays, planState } from '../../server/billing/subscriptions';
import { paidPlan } from './billing-probe';
import { Subscription } from '../../server/billing/subscription.entity';
import { CreditEntry } from '../../server/credits/credit-entry.entity';
import { getBalance } from '../../server/credits/ledger';
import { formatMoment } from '../../scripts/lib/operator';
import { useHarness } from './harness';

/**
 * The operator commands (scripts/grant-credits.ts, scripts/subscription.ts) run for real, as child
 * processes with tsx, against this file's database through DATABASE_URL. They run on this Node with
 * tsx's loader, as `npm run` would through tsx's own launcher: without npx and the launcher, each of
 * the 13 runs starts one Node process instead of three.
 */
const root = path.resolve(import.meta.dirname, '../..');
const h = useHarness({ worker: false });

function run(script: 'grant-credits' | 'subscription', args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, DATABASE_URL: h.config.DATABASE_URL!, DATA_DIR: h.config.dataDir, LOG_LEVEL: 'warn' };
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { cwd: root, env, timeout: 60_000 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

const em = () => h.services.orm.em.fork();
const balance = (userId: string) => getBalance(em(), userId);
const actionsOf = (userId: string) => em().find(OperatorAction, { userId }, { orderBy: { createdAt: 'asc' } });
const entriesOf = (userId: string) => em().count(CreditEntry, { user: userId });

describe('npm run grant-credits', () => {
  it('adds exactly the credits, prints the new balance, and records the action and the grant with its expiry', async () => {
    const user = await h.newUser('Awa Promo');
    const before = await balance(user.userId);
    const year = new Date().getUTCFullYear() + 1;
    const r = await run('grant-credits', ['--email', user.email, '--credits', '100', '--reason', 'promo ramadan', '--expires', `${year}-12-31`]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`Crédits ajoutés : 100 à ${user.email} (valables jusqu’au 31 décembre ${year}). Nouveau solde : ${formatCredits(before + 100)}.`);
    expect(await balance(user.userId)).toBe(before + 100);

    const [action, ...more] = await actionsOf(user.userId);
    expect(more).toEqual([]);
    expect(action).toMatchObject({ action: 'grant_credits', userEmail: user.email, reason: 'promo ramadan' });
    expect(action!.details).toEqual({ credits: 100, expiresAt: `${year}-12-31T23:59:59.999Z` });
    expect(action!.actor.length).toBeGreaterThan(0);
    const grant = await em().findOneOrFail(CreditEntry, { reference: `operator:${action!.id}` });
    expect(grant).toMatchObject({ kind: 'grant', amount: 100, reason: 'promo' });
    expect(grant.expiresAt!.toISOString()).toBe(`${year}-12-31T23:59:59.999Z`);
  }, 60_000);

  it('--dry-run shows the current balance and writes nothing', async () => {
    const user = await h.newUser('Awa Simulation');
    const [before, entries] = await Promise.all([balance(user.userId), entriesOf(user.userId)]);
    const r = await run('grant-credits', ['--email', user.email, '--credits', '50', '--reason', 'essai', '--dry-run']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('rien n’est enregistré');
    expect(r.stdout).toContain(`Solde actuel : ${formatCredits(before)}`);
    expect(await balance(user.userId)).toBe(before);
    expect(await entriesOf(user.userId)).toBe(entries);
    expect(await actionsOf(user.userId)).toEqual([]);
  }, 60_000);

  it('refuses an unknown account, bad numbers, a past date, a missing reason and unknown flags, in French, changing nothing', async () => {
    const user = await h.newUser('Awa Refus');
    const [before, entries] = await Promise.all([balance(user.userId), entriesOf(user.userId)]);
    const ok = ['--email', user.email, '--reason', 'promo'];
    const cases: Array<[string[], RegExp]> = [
      [['--email', 'personne.inconnue@exemple.sn', '--credits', '10', '--reason', 'promo'], /aucun compte MiniaLab avec l’adresse personne\.inconnue@exemple\.sn/],
      [[...ok, '--credits', '-5'], /--credits doit être un nombre entier de crédits entre 1 et 1\s000\s000 \(reçu : « -5 »\)/],
      [[...ok, '--credits', '1.5'], /--credits doit être un nombre entier .*« 1\.5 »/],
      [[...ok, '--credits', 'abc'], /--credits doit être un nombre entier .*« abc »/],
      [[...ok, '--credits', '10', '--expires', '2020-01-01'], /--expires : le 1 janvier 2020 est déjà passé/],
      [['--email', user.email, '--credits', '10'], /--reason manque/],
      [[...ok, '--credits', '10', '--bonus', '3'], /option inconnue : --bonus/],
    ];
    const results = await Promise.all(cases.map(([args]) => run('grant-credits', args)));
    results.forEach((r, i) => {
      expect(r.code, cases[i]![0].join(' ')).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^Erreur : /);
      expect(r.stderr).toMatch(cases[i]![1]);
    });
    expect(await balance(user.userId)).toBe(before);
    expect(await entriesOf(user.userId)).toBe(entries);
    expect(await em().count(OperatorAction, {})).toBe(1); // only the first test's grant
  }, 60_000);
});

describe('npm run subscription', () => {
  it('shows, extends and terminates a subscription, recording each operator action', async () => {
    const user = await h.newUser('Awa Abonnée');
    const now = new Date();
    const period = await paidPlan(h, user.userId, 'STARTER', now);
    const withPlan = await balance(user.userId);

    const [show, dryRun] = await Promise.all([
      run('subscription', ['show', '--email', user.email]),
      run('subscription', ['terminate', '--email', user.email, '--reason', 'essai', '--dry-run']),
    ]);
    expect(show.code).toBe(0);
    expect(show.stdout).toContain('Forfait en vigueur : Starter');
    expect(show.stdout).toContain('Statut : actif');
    expect(show.stdout).toContain(`Payé jusqu’au : ${formatMoment(period.endsAt)}`);
    expect(show.stdout).toMatch(/Forfait Starter.*payée.*par Wave/);
    expect(dryRun.code).toBe(0);
    expect(dryRun.stdout).toContain(`Crédits du forfait qui expireraient : ${period.credits}.`);
    expect(await balance(user.userId)).toBe(withPlan);
    expect(await actionsOf(user.userId)).toEqual([]);

    const extend = await run('subscription', ['extend', '--email', user.email, '--days', '7', '--reason', 'panne du 12/11']);
    expect(extend.code).toBe(0);
    const extendedTo = addDays(period.endsAt, 7);
    expect(extend.stdout).toContain(`prolongé de 7 jours pour ${user.email} : forfait Starter jusqu’au ${formatMoment(extendedTo)}`);
    expect((await planState(em(), user.userId)).paidThrough).toEqual(extendedTo);
    expect(await balance(user.userId)).toBe(withPlan); // days, not credits

    const terminate = await run('subscription', ['terminate', '--email', user.email, '--reason', 'fraude']);
    expect(terminate.code).toBe(0);
    expect(terminate.stdout).toContain(`Crédits du forfait expirés : ${period.credits}. Solde : ${formatCredits(withPlan)} → ${formatCredits(withPlan - period.credits)}.`);
    expect(await balance(user.userId)).toBe(withPlan - period.credits);
    expect(await em().findOneOrFail(Subscription, { user: user.userId })).toMatchObject({ status: 'terminated', statusReason: 'fraude' });
    expect((await planState(em(), user.userId)).plan).toBeNull();

    const actions = await actionsOf(user.userId);
    expect(actions.map((a) => [a.action, a.reason])).toEqual([
      ['extend_subscription', 'panne du 12/11'],
      ['terminate_subscription', 'fraude'],
    ]);
    expect(actions[0]!.details).toMatchObject({ days: 7, endsAt: extendedTo.toISOString() });
    expect(actions[1]!.details).toMatchObject({ creditsExpired: period.credits, plan: 'STARTER' });

    const again = await run('subscription', ['terminate', '--email', user.email, '--reason', 'fraude']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`Erreur : l’abonnement de ${user.email} a déjà été arrêté par un opérateur.`);
    expect(await actionsOf(user.userId)).toHaveLength(2);
  }, 90_000);
});
