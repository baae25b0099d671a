/**
 * Operator: reads, terminates or extends one account's subscription. Terminate and extend run the
 * billing services and record an operator_actions row in the same transaction (the services' own
 * transactions become savepoints inside ours).
 * Usage: npm run subscription -- show --email a@b.c
 *        npm run subscription -- terminate --email a@b.c --reason "fraude" [--dry-run]
 *        npm run subscription -- extend --email a@b.c --days 7 --reason "panne du 12/11" [--dry-run]
 */
import { z } from 'zod';
import { formatCredits } from '../shared/credits';
import { formatXof } from '../shared/money';
import { findPlan, productLabel } from '../shared/plans';
import type { IUser } from '../server/db/user.entity';
import { OperatorAction } from '../server/billing/operator-action.entity';
import { Order } from '../server/billing/order.entity';
import { SubscriptionPeriod } from '../server/billing/subscription-period.entity';
import { extendSubscription, planState, terminateSubscription, type PlanState } from '../server/billing/subscriptions';
import { getBalance } from '../server/credits/ledger';
import { AppError } from '../server/errors';
import type { EntityManager } from '../server/orm';
import {
  emailFlag,
  findUser,
  formatMoment,
  inTransaction,
  OperatorError,
  parseFlags,
  reasonFlag,
  recordAction,
  runCommand,
  validate,
  wholeNumberFlag,
  withDatabase,
} from './lib/operator';

const USAGE = `Usage : npm run subscription -- show --email <adresse>
        npm run subscription -- terminate --email <adresse> --reason "<motif>" [--dry-run]
        npm run subscription -- extend --email <adresse> --days <1 à 365> --reason "<motif>" [--dry-run]
  terminate   arrête l’abonnement tout de suite : ses périodes sont annulées et ses crédits restants expirent
  extend      ajoute des jours du forfait en vigueur après le temps payé, sans crédits
  --dry-run   exécute tout puis annule : montre le résultat exact sans rien enregistrer`;

const COMMANDS = { show: ['email'], terminate: ['email', 'reason', 'dry-run'], extend: ['email', 'days', 'reason', 'dry-run'] } as const;
type Command = keyof typeof COMMANDS;

const STATUS_LABELS: Record<string, string> = {
  active: 'actif',
  ending: 'résiliation demandée : s’arrête à la fin du temps payé',
  ended: 'terminé (non renouvelé)',
  terminated: 'arrêté par un opérateur',
};
const ORDER_STATUS_LABELS: Record<string, string> = { pending: 'en attente', paid: 'payée', failed: 'échouée', cancelled: 'annulée' };

const planName = (id: string | null | undefined) => (id ? (findPlan(id)?.name ?? id) : 'aucun');
const days = (n: number) => `${n} jour${n > 1 ? 's' : ''}`;

/** The services' refusals, said to the operator. */
function explain(err: unknown, user: IUser): never {
  if (err instanceof AppError && err.code === 'NO_SUBSCRIPTION') throw new OperatorError(`${user.email} n’a pas d’abonnement.`);
  if (err instanceof AppError && err.code === 'SUBSCRIPTION_TERMINATED') throw new OperatorError(`l’abonnement de ${user.email} a déjà été arrêté par un opérateur.`);
  throw err;
}

await runCommand(USAGE, async () => {
  const { values, positionals } = parseFlags(
    process.argv.slice(2),
    {
      email: { type: 'string' },
      reason: { type: 'string' },
      days: { type: 'string' },
      'dry-run': { type: 'boolean' },
      help: { type: 'boolean', default: false },
    },
    true,
  );
  if (values.help) return console.log(USAGE);
  const [command, ...extra] = positionals;
  if (!command) throw new OperatorError('indiquez une commande : show, terminate ou extend.', true);
  if (!(command in COMMANDS)) throw new OperatorError(`commande inconnue : « ${command} ». Commandes possibles : show, terminate, extend.`, true);
  if (extra.length) throw new OperatorError(`argument inattendu : « ${extra[0]} ».`, true);
  const allowed: readonly string[] = COMMANDS[command as Command];
  for (const flag of Object.keys(values)) {
    if (flag !== 'help' && !allowed.includes(flag)) throw new OperatorError(`l’option --${flag} ne s’applique pas à « ${command} ».`, true);
  }
  const dryRun = values['dry-run'] === true;

  if (command === 'show') {
    const { email } = validate(z.object({ email: emailFlag }), values);
    return withDatabase((em) => show(em, email));
  }
  if (command === 'terminate') {
    const input = validate(z.object({ email: emailFlag, reason: reasonFlag }), values);
    return withDatabase(async (em) => {
      const now = new Date();
      const r = await inTransaction(em, dryRun, async (tx) => {
        const user = await findUser(tx, input.email);
        const before = await planState(tx, user.id, now);
        const balanceBefore = await getBalance(tx, user.id, now);
        const { creditsExpired } = await terminateSubscription(tx, { userId: user.id, reason: input.reason, now }).catch((err) => explain(err, user));
        const details = { creditsExpired, plan: before.plan, paidThrough: before.paidThrough?.toISOString() ?? null };
        const action = dryRun ? null : await recordAction(tx, { action: 'terminate_subscription', user, reason: input.reason, details });
        return { user, before, creditsExpired, balanceBefore, balance: await getBalance(tx, user.id), action };
      });
      const lines = [
        `${dryRun ? 'Simulation (--dry-run), rien n’est enregistré : l’abonnement serait arrêté' : 'Abonnement arrêté'} tout de suite pour ${r.user.email} (forfait ${planName(r.before.plan)}, payé jusqu’au ${r.before.paidThrough ? formatMoment(r.before.paidThrough) : '—'}).`,
        `Crédits du forfait ${dryRun ? 'qui expireraient' : 'expirés'} : ${r.creditsExpired}. Solde : ${formatCredits(r.balanceBefore)} → ${formatCredits(r.balance)}.`,
        `Motif : « ${input.reason} ».`,
      ];
      if (r.action) lines.push(`Action enregistrée ${r.action.id} (par ${r.action.actor}).`);
      console.log(lines.join('\n'));
    });
  }
  const input = validate(z.object({ email: emailFlag, days: wholeNumberFlag('--days', 'jours', 1, 365), reason: reasonFlag }), values);
  return withDatabase(async (em) => {
    const now = new Date();
    const r = await inTransaction(em, dryRun, async (tx) => {
      const user = await findUser(tx, input.email);
      const before = await planState(tx, user.id, now);
      const { endsAt } = await extendSubscription(tx, { userId: user.id, days: input.days, reason: input.reason, now }).catch((err) => explain(err, user));
      const after = await planState(tx, user.id, now);
      const details = { days: input.days, endsAt: endsAt.toISOString(), previousPaidThrough: before.paidThrough?.toISOString() ?? null };
      const action = dryRun ? null : await recordAction(tx, { action: 'extend_subscription', user, reason: input.reason, details });
      return { user, before, after, endsAt, action };
    });
    const previously = r.before.paidThrough ? `au lieu du ${formatMoment(r.before.paidThrough)}` : 'il n’y avait plus de temps payé';
    const lines = [
      `${dryRun ? 'Simulation (--dry-run), rien n’est enregistré : l’abonnement serait prolongé' : 'Abonnement prolongé'} de ${days(input.days)} pour ${r.user.email} : forfait ${planName(r.after.plan)} jusqu’au ${formatMoment(r.endsAt)} (${previously}). Aucun crédit ajouté.`,
      `Motif : « ${input.reason} ».`,
    ];
    if (r.action) lines.push(`Action enregistrée ${r.action.id} (par ${r.action.actor}).`);
    console.log(lines.join('\n'));
  });
});

/** Everything support needs to answer « où en est mon abonnement ? », read only. */
async function show(db: EntityManager, email: string): Promise<void> {
  const em = db.fork();
  const now = new Date();
  const user = await findUser(em, email);
  const state: PlanState = await planState(em, user.id, now);
  const sub = state.subscription;
  const out = [`Compte : ${user.name} <${user.email}>`, `Solde de crédits : ${formatCredits(await getBalance(em, user.id, now))}`];
  if (!sub) {
    out.push('Abonnement : aucun.');
  } else {
    // The row's status is brought up to date by the daily job; what counts is the periods.
    const status = (sub.status === 'active' || sub.status === 'ending') && !state.period ? 'ended' : sub.status;
    out.push(
      `Forfait en vigueur : ${state.plan ? `${planName(state.plan)} (${formatCredits(findPlan(state.plan)!.creditsPerMonth)} par période)` : 'aucun'}`,
      `Statut : ${STATUS_LABELS[status] ?? status}${sub.endedAt && (status === 'ended' || status === 'terminated') ? `, depuis le ${formatMoment(sub.endedAt)}` : ''}`,
      `Période en cours : ${state.period ? `du ${formatMoment(state.period.startsAt)} au ${formatMoment(state.period.endsAt)}` : 'aucune'}`,
      `Payé jusqu’au : ${state.paidThrough ? formatMoment(state.paidThrough) : '—'}`,
      `Rappels de renouvellement : ${sub.renewalReminders ? 'oui' : 'non'}${sub.reminderSentFor ? ` (dernier rappel envoyé pour la fin du ${formatMoment(sub.reminderSentFor)})` : ''}`,
      `Résiliation : ${sub.cancelAtPeriodEnd ? 'demandée, le forfait s’arrête à la fin du temps payé' : 'non demandée'}`,
    );
    if (state.plan) out.push(`Forfait au prochain renouvellement : ${sub.nextPlan ? `${planName(sub.nextPlan)} (changement demandé)` : planName(sub.plan)}`);
    if (sub.statusReason) out.push(`Motif de la dernière action d’opérateur : « ${sub.statusReason} »`);
    const periods = await em.find(SubscriptionPeriod, { subscription: sub.id }, { orderBy: { startsAt: 'desc' }, limit: 12 });
    out.push('', `Périodes${periods.length ? ' (les plus récentes d’abord) :' : ' : aucune.'}`);
    for (const p of periods) {
      const flags = [p.source === 'operator' ? 'ajoutée par un opérateur' : 'payée', p.voidedAt ? `annulée le ${formatMoment(p.voidedAt)}` : null, p === state.period ? 'en cours' : null];
      out.push(`  - ${planName(p.plan)} du ${formatMoment(p.startsAt)} au ${formatMoment(p.endsAt)} (${flags.filter(Boolean).join(', ')})`);
    }
  }
  const orders = await em.find(Order, { user: user.id }, { orderBy: { createdAt: 'desc' }, limit: 10 });
  out.push('', `Dernières commandes${orders.length ? ' :' : ' : aucune.'}`);
  for (const o of orders) {
    const paid = o.paidAt ? ` le ${formatMoment(o.paidAt)}${o.paymentMethod ? ` par ${o.paymentMethod}` : ''}` : '';
    out.push(`  - ${formatMoment(o.createdAt)} : ${productLabel(o.product)}, ${formatXof(o.amountXof)}, ${ORDER_STATUS_LABELS[o.status] ?? o.status}${paid} [${o.id}]`);
  }
  const actions = await em.find(OperatorAction, { userId: user.id }, { orderBy: { createdAt: 'desc' }, limit: 5 });
  if (actions.length) {
    out.push('', 'Dernières actions d’opérateur :');
    for (const a of actions) out.push(`  - ${formatMoment(a.createdAt)} : ${a.action} par ${a.actor}, motif « ${a.reason} »`);
  }
  console.log(out.join('\n'));
}
