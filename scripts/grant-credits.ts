/**
 * Operator: gives promotional credits to one account, through the credit ledger, with an audit row
 * (operator_actions) in the same transaction.
 * Usage: npm run grant-credits -- --email awa@exemple.sn --credits 100 --reason "promo ramadan" [--expires 2026-12-31] [--dry-run]
 */
import { z } from 'zod';
import { formatCredits } from '../shared/credits';
import { daysFrom, getBalance, grantCredits } from '../server/credits/ledger';
import { emailFlag, findUser, formatMoment, inTransaction, parseFlags, reasonFlag, recordAction, runCommand, validate, wholeNumberFlag, withDatabase } from './lib/operator';

const USAGE = `Usage : npm run grant-credits -- --email <adresse> --credits <nombre> --reason "<motif>" [--expires AAAA-MM-JJ] [--dry-run]
  --expires   dernier jour de validité (fin de journée, heure de Dakar) ; par défaut dans 30 jours
  --dry-run   montre ce qui serait fait et le solde actuel, sans rien enregistrer`;

const DEFAULT_VALID_DAYS = 30;
const MAX_CREDITS = 1_000_000;

/** YYYY-MM-DD, valid until the end of that day in Dakar (UTC+0 all year): 23:59:59.999 UTC. */
function expiresFlag(now: Date) {
  return z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return daysFrom(now, DEFAULT_VALID_DAYS);
      const [, y, m, d] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)?.map(Number) ?? [];
      const date = y && m && d ? new Date(Date.UTC(y, m - 1, d, 23, 59, 59, 999)) : null;
      if (!date || date.getUTCFullYear() !== y || date.getUTCMonth() !== m! - 1 || date.getUTCDate() !== d) {
        ctx.addIssue({ code: 'custom', message: `--expires doit être une date AAAA-MM-JJ, par exemple 2026-12-31 (reçu : « ${value} »).` });
        return z.NEVER;
      }
      if (date <= now) {
        ctx.addIssue({ code: 'custom', message: `--expires : le ${formatMoment(date)} est déjà passé ; indiquez une date à venir.` });
        return z.NEVER;
      }
      return date;
    });
}

await runCommand(USAGE, async () => {
  const { values } = parseFlags(process.argv.slice(2), {
    email: { type: 'string' },
    credits: { type: 'string' },
    reason: { type: 'string' },
    expires: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  });
  if (values.help) return console.log(USAGE);
  const now = new Date();
  const input = validate(
    z.object({ email: emailFlag, credits: wholeNumberFlag('--credits', 'crédits', 1, MAX_CREDITS), reason: reasonFlag, expires: expiresFlag(now) }),
    values,
  );
  const until = formatMoment(input.expires);

  await withDatabase(async (em) => {
    if (values['dry-run']) {
      const user = await findUser(em.fork(), input.email);
      const balance = await getBalance(em.fork(), user.id);
      console.log(
        [
          'Simulation (--dry-run) : rien n’est enregistré.',
          `Compte : ${user.name} <${user.email}>`,
          `Crédits à ajouter : ${formatCredits(input.credits)} (valables jusqu’au ${until}), motif « ${input.reason} »`,
          `Solde actuel : ${formatCredits(balance)} (${formatCredits(balance + input.credits)} après l’ajout).`,
        ].join('\n'),
      );
      return;
    }
    const { user, action, balance } = await inTransaction(em, false, async (tx) => {
      const user = await findUser(tx, input.email);
      const action = await recordAction(tx, {
        action: 'grant_credits',
        user,
        reason: input.reason,
        details: { credits: input.credits, expiresAt: input.expires.toISOString() },
      });
      await grantCredits(tx, { userId: user.id, amount: input.credits, reason: 'promo', reference: `operator:${action.id}`, expiresAt: input.expires });
      return { user, action, balance: await getBalance(tx, user.id) };
    });
    console.log(`Crédits ajoutés : ${input.credits} à ${user.email} (valables jusqu’au ${until}). Nouveau solde : ${formatCredits(balance)}.`);
    console.log(`Action enregistrée ${action.id} (par ${action.actor}, motif « ${input.reason} »).`);
  });
});
