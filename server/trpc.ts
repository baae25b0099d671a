import type { EntityManager } from '@mikro-orm/postgresql';
import { initTRPC, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { z } from 'zod';
import '../shared/schemas/zod-fr';
import type { AppErrorData } from '../shared/errors';
import type { SessionUser } from '../shared/schemas/auth';
import { isDatabaseOutage } from './db/outage';
import { AppError } from './errors';
import type { Logger } from './log';
import type { AppServices } from './ports';

export interface CookieOptions {
  maxAgeSeconds: number;
}

/** Reads and writes cookies; over Express in the app, over a plain map in tests that use createCaller. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  clear(name: string): void;
}

/** Who is calling, as a session records it (server/auth/session-tokens.ts). */
export interface ClientInfo {
  userAgent?: string | null;
  ip?: string | null;
  issuer: string;
  /** The origin the request was addressed to (http://127.0.0.1:3000…), beside PUBLIC_URL's. */
  origin?: string | null;
}

export interface AuthInfo {
  userId: string;
  sessionId: string;
  user: SessionUser;
}

export interface Context {
  services: AppServices;
  em: EntityManager;
  log: Logger;
  cookies: CookieJar;
  client: ClientInfo;
  /** `Authorization: Bearer …` for API clients; browsers use the access cookie. */
  bearer: string | null;
  /** A header of the HTTP request (absent for calls made in-process): an upload's file name. */
  header?: (name: string) => string | undefined;
  /**
   * The session, resolved on first call and kept (server/context.ts): a public procedure that never
   * asks adds no query.
   */
  getAuth(): Promise<AuthInfo | null>;
}

const t = initTRPC.context<Context>().create({
  // Live status streams stay quiet for minutes; a ping every 20 s keeps a load balancer's idle timeout
  // (60 s for nginx and most clouds) from cutting them, and a client that hears nothing for 45 s
  // (a connection dropped without a word) reconnects and reads the state again.
  sse: { ping: { enabled: true, intervalMs: 20_000 }, client: { reconnectAfterInactivityMs: 45_000 } },
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    const data: AppErrorData = { appCode: null };
    if (cause instanceof AppError) {
      data.appCode = cause.code;
      if (cause.details.reasons) data.reasons = cause.details.reasons;
      if (cause.details.retryAfterSeconds) data.retryAfterSeconds = cause.details.retryAfterSeconds;
      if (cause.details.requiredPlan) data.requiredPlan = cause.details.requiredPlan;
      if (cause.details.publicMessage) data.publicMessage = cause.details.publicMessage;
      if (cause.details.resource) data.resource = cause.details.resource;
      if (cause.details.fieldErrors) data.fieldErrors = cause.details.fieldErrors;
      if (cause.details.faces) data.faces = cause.details.faces;
    } else if (cause instanceof z.ZodError) {
      data.appCode = 'VALIDATION';
      data.fieldErrors = z.flattenError(cause).fieldErrors as Record<string, string[] | undefined>;
    } else if (error.code === 'BAD_REQUEST' && /Batch call exceeds/.test(error.message)) {
      data.appCode = 'BATCH_TOO_LARGE';
    } else if (error.code === 'INTERNAL_SERVER_ERROR') {
      data.appCode = 'INTERNAL';
    }
    const message = error.code === 'INTERNAL_SERVER_ERROR' && !(cause instanceof AppError) ? 'Internal error' : shape.message;
    // An AppError thrown while a subscription streams reaches here wrapped as INTERNAL_SERVER_ERROR
    // (appErrors below saw only the stream open): its own code sets the status, as for any other call.
    if (cause instanceof AppError && error.code !== cause.trpcCode) {
      const kind = cause.trpcCode;
      const status = getHTTPStatusCodeFromError(new TRPCError({ code: kind }));
      return { ...shape, code: TRPC_ERROR_CODES_BY_KEY[kind], message, data: { ...shape.data, code: kind, httpStatus: status, stack: undefined, ...data } };
    }
    return { ...shape, message, data: { ...shape.data, stack: undefined, ...data } };
  },
});

/** Turns AppErrors thrown by services into tRPC errors carrying the app code. */
const appErrors = t.middleware(async ({ next, ctx, path }) => {
  const result = await next();
  if (!result.ok) {
    const err = result.error;
    if (err.cause instanceof AppError) {
      return { ...result, error: new TRPCError({ code: err.cause.trpcCode, message: err.cause.message, cause: err.cause }) };
    }
    if (isDatabaseOutage(err.cause ?? err)) {
      ctx.log.error({ err: err.cause ?? err, path }, 'database unavailable');
      const unavailable = new AppError('UNAVAILABLE', 'database unavailable');
      return { ...result, error: new TRPCError({ code: unavailable.trpcCode, message: unavailable.message, cause: unavailable }) };
    }
    if (err.code === 'INTERNAL_SERVER_ERROR') ctx.log.error({ err: err.cause ?? err, path }, 'procedure failed');
  }
  return result;
});

/** A NUL byte (PostgreSQL text cannot hold it), or half of a UTF-16 surrogate pair (not text at all). */
const BAD_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Where in an input the first string holding a BAD_CHARACTER is, or null. */
function badCharacterPath(value: unknown, path: Array<string | number> = [], depth = 0): Array<string | number> | null {
  if (typeof value === 'string') return BAD_CHARACTER.test(value) ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (BAD_CHARACTER.test(key)) return [...path, key];
    const found = badCharacterPath(inner, [...path, Array.isArray(value) ? Number(key) : key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Every text field of every procedure (title, prompt, name, headline…) is refused with a French
 * message, before its own schema, when it holds a character no text can: it would otherwise reach
 * the database and fail there (a 500), or be silently mangled.
 */
const wellFormedText = t.middleware(async ({ getRawInput, next }) => {
  const path = badCharacterPath(await getRawInput());
  if (path) {
    const message = 'Ce texte contient un caractère non pris en charge (caractère nul ou mal encodé). Retirez-le puis réessayez.';
    throw new AppError('VALIDATION', `malformed text at ${path.join('.')}`, { fieldErrors: { [path.join('.') || 'input']: [message] } });
  }
  return next();
});

export const router = t.router;
export const publicProcedure = t.procedure.use(appErrors).use(wellFormedText);
export const authedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const auth = await ctx.getAuth();
  if (!auth) throw new AppError('UNAUTHENTICATED', 'sign-in required');
  return next({ ctx: { ...ctx, auth } });
});
export const createCallerFactory = t.createCallerFactory;
