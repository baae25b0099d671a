import { randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { AppError } from '../errors';
import { queueMail } from '../mail/service';
import { MfaChallenge } from './mfa-challenge.entity';
import { MfaRecoveryCode } from './mfa-recovery-code.entity';
import type { AlertDeps } from './new-device-alert';
import type { SecretBox } from './secret-box';
import type { ClientInfo, IssuedSession } from './session-tokens';
import { applyNewPassword } from './password-reset';
import { finishSignIn } from './sign-in';
import { hashOpaqueToken } from './tokens';
import { Session } from './session.entity';
import { User, type IUser } from '../db/user.entity';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s. */
const PERIOD_S = 30;
/** A code from the step before or after is still accepted (clock drift, slow typing). */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
export const MFA_CHALLENGE_MAX_ATTEMPTS = 5;

const totpFor = (base32: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, issuerInLabel: Boolean(issuer), secret: Secret.fromBase32(base32), algorithm: 'SHA1', digits: 6, period: PERIOD_S });

/** The time step a 6-digit code belongs to, or null when it matches none near now. */
export function totpStep(base32: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(base32).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

const recoveryHash = (userId: string, code: string) => hashOpaqueToken(`${userId}:${code.replace(/[\s-]/g, '').toLowerCase()}`);

/** 10 characters of base32 (no 0/1/8/9 to misread), shown as « abcde-fghij ». */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

async function replaceRecoveryCodes(em: EntityManager, user: IUser): Promise<string[]> {
  await em.nativeDelete(MfaRecoveryCode, { user: user.id });
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  for (const code of codes) em.create(MfaRecoveryCode, { user, codeHash: recoveryHash(user.id, code) });
  await em.flush();
  return codes;
}

/**
 * Checks a second-factor code for a locked user row: a TOTP code newer than the last one accepted
 * (no replay), or an unused recovery code, which is then spent. Writes what it consumed.
 */
async function acceptSecondFactor(em: EntityManager, user: IUser, secrets: SecretBox, code: string): Promise<boolean> {
  if (!user.mfaSecret) return false;
  if (/^\d{6}$/.test(code)) {
    const step = totpStep(secrets.open(user.mfaSecret), code);
    if (step === null || (user.mfaLastStep !== null && user.mfaLastStep !== undefined && step <= user.mfaLastStep)) return false;
    user.mfaLastStep = step;
    await em.flush();
    return true;
  }
  const row = await em.findOne(MfaRecoveryCode, { user: user.id, codeHash: recoveryHash(user.id, code), usedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!row) return false;
  row.usedAt = new Date();
  await em.flush();
  return true;
}

/** Turning the factor on takes a session opened this recently (« sudo mode »), not just any live one. */
export const MFA_ENROL_RECENT_AUTH_MINUTES = 15;

/**
 * A stolen session or refresh token must not be able to put the attacker's authenticator on the
 * account (which would lock the owner out of every sign-in, recovery included).
 */
async function requireRecentSignIn(em: EntityManager, sessionId: string): Promise<void> {
  const session = await em.findOneOrFail(Session, sessionId);
  if (Date.now() - session.createdAt.getTime() > MFA_ENROL_RECENT_AUTH_MINUTES * 60_000) throw new AppError('REAUTH_REQUIRED', 'session opened too long ago');
}

/** Step 1 of enrolment: a new secret, kept aside until a code proves the app has it. */
export async function startMfaEnrolment(em: EntityManager, secrets: SecretBox, userId: string, sessionId: string, issuer: string) {
  await requireRecentSignIn(em, sessionId);
  const user = await em.findOneOrFail(User, userId);
  if (user.mfaEnabledAt) throw new AppError('MFA_ALREADY_ENABLED', 'mfa already enabled');
  const secret = new Secret({ size: 20 }).base32;
  user.mfaPendingSecret = secrets.seal(secret);
  await em.flush();
  const otpauthUrl = totpFor(secret, user.email, issuer).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#111111', light: '#ffffff' } });
  return { secret, otpauthUrl, qrSvg };
}

/** Step 2: the first code from the app turns the factor on; the recovery codes are returned once. */
export async function confirmMfaEnrolment(em: EntityManager, args: { secrets: SecretBox; userId: string; sessionId: string; code: string; deps: AlertDeps }): Promise<{ recoveryCodes: string[] }> {
  await requireRecentSignIn(em, args.sessionId);
  const outcome = await em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(User, args.userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (user.mfaEnabledAt) throw new AppError('MFA_ALREADY_ENABLED', 'mfa already enabled');
    if (!user.mfaPendingSecret) throw new AppError('MFA_NOT_STARTED', 'no enrolment in progress');
    const step = /^\d{6}$/.test(args.code) ? totpStep(args.secrets.open(user.mfaPendingSecret), args.code) : null;
    if (step === null) return 'invalid' as const;
    const now = new Date();
    user.mfaSecret = user.mfaPendingSecret;
    user.mfaPendingSecret = null;
    user.mfaEnabledAt = now;
    user.mfaLastStep = step;
    await tx.flush();
    const recoveryCodes = await replaceRecoveryCodes(tx, user);
    await queueMail(tx, { queue: args.deps.queue, brand: args.deps.brand, to: user.email, template: { kind: 'mfa-changed', name: user.name, enabled: true, when: now } });
    return { recoveryCodes };
  });
  if (outcome === 'invalid') throw new AppError('INVALID_MFA_CODE', 'wrong enrolment code');
  return outcome;
}

/** Turning the factor off takes a current code (or a recovery code), not just a live session. */
export async function disableMfa(em: EntityManager, args: { secrets: SecretBox; userId: string; code: string; deps: AlertDeps }): Promise<void> {
  const outcome = await em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(User, args.userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!user.mfaEnabledAt) throw new AppError('MFA_NOT_ENABLED', 'mfa not enabled');
    if (!(await acceptSecondFactor(tx, user, args.secrets, args.code))) return 'invalid' as const;
    const now = new Date();
    Object.assign(user, { mfaSecret: null, mfaPendingSecret: null, mfaEnabledAt: null, mfaLastStep: null });
    await tx.flush();
    await tx.nativeDelete(MfaRecoveryCode, { user: user.id });
    await queueMail(tx, { queue: args.deps.queue, brand: args.deps.brand, to: user.email, template: { kind: 'mfa-changed', name: user.name, enabled: false, when: now } });
    return 'ok' as const;
  });
  if (outcome === 'invalid') throw new AppError('INVALID_MFA_CODE', 'wrong code');
}

/** A fresh set of recovery codes (the old ones stop working), for a current code. */
export async function regenerateRecoveryCodes(em: EntityManager, args: { secrets: SecretBox; userId: string; code: string }): Promise<{ recoveryCodes: string[] }> {
  const outcome = await em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(User, args.userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!user.mfaEnabledAt) throw new AppError('MFA_NOT_ENABLED', 'mfa not enabled');
    if (!(await acceptSecondFactor(tx, user, args.secrets, args.code))) return 'invalid' as const;
    return { recoveryCodes: await replaceRecoveryCodes(tx, user) };
  });
  if (outcome === 'invalid') throw new AppError('INVALID_MFA_CODE', 'wrong code');
  return outcome;
}

export async function remainingRecoveryCodes(em: EntityManager, userId: string): Promise<number> {
  return em.count(MfaRecoveryCode, { user: userId, usedAt: null });
}

/** Who a pending challenge belongs to (for per-account rate limits), or null. */
export async function challengeOwner(em: EntityManager, challenge: string): Promise<{ id: string; email: string } | null> {
  const row = await em.findOne(MfaChallenge, { tokenHash: hashOpaqueToken(challenge) }, { populate: ['user'] });
  return row ? { id: row.user.id, email: row.user.email } : null;
}

/**
 * Trades a challenge and a second-factor code for a full session. A wrong code uses one of the
 * challenge's 5 attempts (kept although the call fails); a challenge works once, for 10 minutes.
 */
export async function verifyMfaChallenge(
  em: EntityManager,
  args: { secrets: SecretBox; challenge: string; code: string; client: ClientInfo; alerts?: AlertDeps },
): Promise<IssuedSession> {
  const outcome = await em.transactional(async (tx): Promise<IssuedSession | 'expired' | 'invalid'> => {
    const row = await tx.findOne(MfaChallenge, { tokenHash: hashOpaqueToken(args.challenge) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const now = new Date();
    if (!row || row.usedAt || row.expiresAt <= now || row.attempts >= MFA_CHALLENGE_MAX_ATTEMPTS) return 'expired';
    row.attempts += 1;
    const user = await tx.findOneOrFail(User, row.user.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!(await acceptSecondFactor(tx, user, args.secrets, args.code))) {
      await tx.flush();
      return 'invalid';
    }
    row.usedAt = now;
    if (row.pendingPasswordHash) await applyNewPassword(tx, user, row.pendingPasswordHash); // a recovery, now complete
    return finishSignIn(tx, user, args.client, args.alerts);
  });
  if (outcome === 'expired') throw new AppError('MFA_CHALLENGE_EXPIRED', 'mfa challenge unknown, used, expired or out of attempts');
  if (outcome === 'invalid') throw new AppError('INVALID_MFA_CODE', 'wrong second-factor code');
  return outcome;
}
