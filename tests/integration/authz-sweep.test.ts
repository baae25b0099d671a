import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACCESS_COOKIE } from '../../server/auth/cookies';
import { createApp } from '../../server/app';
import { CreditEntry } from '../../server/credits/credit-entry.entity';
import { DigitalMe, DigitalMePhoto } from '../../server/digitalme/digitalme.entity';
import { PRIVATE_FILE_PREFIXES, SIGNED_FILE_ROUTE } from '../../server/files/file-routes';
import { FILE_ROUTES, type OwnedFileKind } from '../../server/private-files';
import { FILE_LINK_PREFIX } from '../../server/files/file-links';
import { signFileLink } from '../../server/files/signed-links';
import { acceptImageUpload } from '../../server/files/uploads';
import { localEngine } from '../../server/image-engines/local';
import type { ImageEngine } from '../../server/image-engines/engine';
import { ImageEngineError } from '../../server/image-engines/errors';
import { appRouter } from '../../server/router';
import { Session } from '../../server/auth/session.entity';
import { Thumbnail } from '../../server/studio/thumbnail.entity';
import { Invoice } from '../../server/billing/invoice.entity';
import { createContext } from '../../server/context';
import { createCallerFactory } from '../../server/trpc';
import { DIGITALME_CONSENT_VERSION } from '../../shared/digitalme';
import { paidPlan } from './billing-probe';
import { eventually, waitForFinalStatus, type Harness, useHarness } from './harness';

/**
 * The authorization sweep (issue 17), generated from the router itself and from the registry of the
 * private file routes: one user's world is seeded once (a generated thumbnail with two versions and
 * an export, uploads and a logo, a DigitalMe, a plan and an invoice paid through the sandbox, an open
 * payment, a team with a member and an invitation, a data export, a second session), and then every
 * procedure that takes an id is called on it by the owner (who must get it, so the input is real) and
 * by a second user, a member of another team and a signed-out visitor, who must get a refusal or
 * nothing of the owner's. A procedure missing from SWEEP below fails the test, as does a file route
 * the app serves outside server/private-files.ts.
 */

type User = Awaited<ReturnType<Harness['newUser']>>;

/** What the caller owns (a stranger's own ready thumbnail, to aim the owner's ids at from there). */
interface Own {
  thumbnail: string;
}

/** The first user's world: every id a stranger could aim at. */
interface World {
  owner: User;
  thumbnail: string;
  title: string;
  /** A second thumbnail, for « Supprimer ». */
  doomed: string;
  doomedTitle: string;
  export: string;
  upload: string;
  /** A second upload, for « Supprimer » in « Mes images ». */
  doomedUpload: string;
  logo: string;
  photo: string;
  photoAsset: string;
  invoice: string;
  invoiceNumber: string;
  paidOrder: string;
  openOrder: string;
  sandbox: string;
  invitation: string;
  invitationToken: string;
  member: User;
  otherSession: string;
  dataExport: string;
  creditEntry: string;
}

type Input = (w: World, me: Own) => unknown;
/** Codes that refuse without saying anything of the object. */
const REFUSALS = ['NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'];

type Entry =
  /** Takes an id of the owner's: the owner gets it, strangers get a refusal or nothing of the owner's. */
  | {
      kind: 'owned';
      inputs: Input[];
      /** The owner's call fails on purpose further on than the ownership check (why says how we know). */
      owner?: { code: string; why: string };
      /** Further refusals strangers may get (never the owner's `code`), and why they say nothing. */
      strangers?: { codes: string[]; why: string };
      /** What the owner's answer must show (a count, a file). */
      ownerSees?: (result: unknown, w: World) => void;
      /** Changes or removes the owner's object: swept after every other entry. */
      last?: true;
    }
  /** No id in its input: acts on the caller alone. Called by strangers (when `input` is given) to check it shows none of the owner's. */
  | { kind: 'self'; why: string; input?: Input }
  /** Public by design (a catalogue, the site's figures): called by strangers and checked the same way. */
  | { kind: 'public'; why: string; input?: Input }
  /** Takes a secret (a link's token, a code): holding it is the permission. */
  | { kind: 'capability'; why: string; input?: Input; strangers?: { codes: string[]; why: string } };

const NOT_CALLED = 'not called here: its side effect is on the caller alone (';

/**
 * Every procedure of appRouter. Adding a procedure without a line here fails the sweep: say what it
 * takes, or why it takes no id of anyone else's.
 */
const SWEEP: Record<string, Entry> = {
  // — Accounts —
  'auth.signUp': { kind: 'public', why: 'makes a new account; for an existing address it answers as for a new one (enumeration.test.ts)', input: (w) => ({ name: 'Intrus Curieux', email: w.owner.email, password: 'Yassa-Poulet-2026!' }) },
  'auth.verifyEmail': { kind: 'capability', why: 'the e-mailed link’s token is the permission (verification.test.ts)' },
  'auth.signIn': { kind: 'public', why: 'checks a password; a wrong one says nothing of the account', input: (w) => ({ email: w.owner.email, password: 'pas-le-bon-mot-de-passe' }) },
  'auth.verifyMfa': { kind: 'capability', why: 'a code and the challenge of a sign-in in progress (mfa.test.ts)' },
  'auth.requestCode': { kind: 'public', why: 'mails a code to the address; answers the same whether it exists', input: (w) => ({ email: w.owner.email }) },
  'auth.signInWithCode': { kind: 'capability', why: 'the mailed code is the permission (sign-in-code.test.ts)' },
  'auth.requestPasswordReset': { kind: 'public', why: 'mails a link to the address; answers the same whether it exists', input: (w) => ({ email: w.owner.email }) },
  'auth.resetPassword': { kind: 'capability', why: 'the mailed link’s token is the permission (password-reset.test.ts)' },
  'auth.refresh': { kind: 'capability', why: 'the refresh token is the session itself (auth.test.ts: reuse revokes the family)' },
  'auth.session': { kind: 'self', why: 'the caller’s own session', input: () => undefined },
  'auth.signOut': { kind: 'self', why: `${NOT_CALLED}ends the caller’s session)` },
  'auth.balance': { kind: 'self', why: 'the caller’s credits', input: () => undefined },
  'auth.sessions': { kind: 'self', why: 'the caller’s sessions', input: () => undefined },
  'auth.endSession': { kind: 'owned', inputs: [(w) => ({ id: w.otherSession })], last: true },
  'auth.endOtherSessions': { kind: 'self', why: `${NOT_CALLED}ends the caller’s other sessions)` },
  'auth.mfa.status': { kind: 'self', why: 'the caller’s second factor', input: () => undefined },
  'auth.mfa.startEnrolment': { kind: 'self', why: `${NOT_CALLED}starts the caller’s enrolment)` },
  'auth.mfa.confirmEnrolment': { kind: 'capability', why: 'a code from the caller’s own authenticator, for their own enrolment (mfa.test.ts)' },
  'auth.mfa.disable': { kind: 'capability', why: 'a code of the caller’s own second factor (mfa.test.ts)' },
  'auth.mfa.regenerateRecoveryCodes': { kind: 'capability', why: 'a code of the caller’s own second factor (mfa.test.ts)' },
  'account.rename': { kind: 'self', why: `${NOT_CALLED}the caller’s name)` },
  'account.changePassword': { kind: 'self', why: `${NOT_CALLED}the caller’s password)` },
  'account.requestEmailChange': { kind: 'self', why: `${NOT_CALLED}mails the new address a link for the caller’s account)` },
  'account.confirmEmailChange': { kind: 'capability', why: 'the mailed link’s token, valid only in the account that asked (email-change.test.ts)' },
  'auth.startGoogleLink': { kind: 'self', why: `${NOT_CALLED}links Google to the caller’s account)` },
  'auth.unlinkGoogle': { kind: 'self', why: `${NOT_CALLED}the caller’s Google link)` },
  'account.removeAvatar': { kind: 'self', why: `${NOT_CALLED}the caller’s profile photo)` },
  'auth.events': { kind: 'self', why: 'ticks about the caller’s own account', input: () => undefined },
  'auth.account': { kind: 'self', why: 'the caller’s account settings', input: () => undefined },

  'plans.list': { kind: 'public', why: 'the catalogue', input: () => undefined },
  'site.info': { kind: 'public', why: 'the editor’s public details', input: () => undefined },
  'site.stats': { kind: 'public', why: 'the site’s public figures, counts only', input: () => undefined },

  // — Studio —
  'studio.generate': {
    kind: 'owned',
    // « Ajout image » aims at uploads by id: only the caller's own may enter a design.
    inputs: [(w) => ({ title: 'Une image empruntée', style: 'gaming', mode: 'images', images: [w.upload] })],
    strangers: { codes: ['VALIDATION'], why: 'the same « Une des images n’existe plus » as for an image that is gone' },
  },
  'studio.nextSubject': { kind: 'owned', inputs: [(w) => ({ id: w.thumbnail })], owner: { code: 'NO_OTHER_SUBJECT', why: 'a title-only design proposes one subject; the lookup of the owner’s thumbnail came first (subjects.ts)' } },
  'studio.photoSizes': { kind: 'owned', inputs: [(w) => ({ ids: [w.upload] })], ownerSees: (r, w) => expect(r).toMatchObject({ items: [{ id: w.upload }] }) },
  'studio.readBrief': { kind: 'public', why: 'reads a brief given in the call, nothing stored', input: () => ({ prompt: 'un lion au marché', skinTone: 'dark' }) },
  'studio.export': { kind: 'owned', inputs: [(w) => ({ id: w.thumbnail, format: 'square' })] },
  'studio.capabilities': { kind: 'self', why: 'what the caller’s plan allows', input: () => undefined },
  'studio.exports': { kind: 'owned', inputs: [(w) => ({ id: w.thumbnail })], ownerSees: (r, w) => expect(JSON.stringify(r)).toContain(w.export) },
  'studio.improve': { kind: 'owned', inputs: [(w) => ({ id: w.thumbnail })], owner: { code: 'NOTHING_TO_IMPROVE', why: 'the design reads well already; the lookup came first (improve.ts)' } },
  'studio.modify': {
    kind: 'owned',
    inputs: [
      (w) => ({ id: w.thumbnail, ops: [{ op: 'add-tag', text: 'EXCLU' }] }),
      // The caller's own design, with the owner's logo or upload put in it.
      (w, me) => ({ id: me.thumbnail, ops: [{ op: 'logo', asset: w.logo }] }),
      (w, me) => ({ id: me.thumbnail, ops: [{ op: 'background', asset: w.upload }] }),
    ],
    strangers: { codes: ['EDIT_REFUSED'], why: 'an image not among the caller’s is refused as « introuvable dans vos images », like a deleted one' },
  },
  'studio.aiEdit': { kind: 'owned', inputs: [(w) => ({ id: w.thumbnail, instruction: 'mets-lui une chemise rouge' })] },
  'studio.faceSwap': { kind: 'owned', inputs: [(w) => ({ id: w.thumbnail })], owner: { code: 'FACESWAP_NO_FACE', why: 'a pictogram design has no face; the plan, the DigitalMe and the ownership checks came first (face-swap-request.ts)' } },
  'studio.faceSwapOptions': { kind: 'owned', inputs: [(w) => ({ id: w.thumbnail })] },
  'studio.readInstruction': { kind: 'owned', inputs: [(w) => ({ id: w.thumbnail, text: 'fond rouge' })] },
  'studio.me': { kind: 'self', why: 'whether the caller’s DigitalMe is usable', input: () => undefined },
  'studio.get': { kind: 'owned', inputs: [(w) => ({ id: w.thumbnail })], ownerSees: (r, w) => expect(JSON.stringify(r)).toContain(w.title) },
  'studio.history': { kind: 'self', why: 'the caller’s thumbnails (searched by the owner’s title: none of theirs)', input: (w) => ({ q: w.title.split(' ').pop() }) },
  'studio.versions': { kind: 'owned', inputs: [(w) => ({ id: w.thumbnail })], ownerSees: (r) => expect((r as Array<{ revision: number }>).map((v) => v.revision)).toContain(0) },
  'studio.restoreVersion': { kind: 'owned', inputs: [(w) => ({ id: w.thumbnail, revision: 0 })] },
  'studio.duplicate': { kind: 'owned', inputs: [(w) => ({ id: w.thumbnail })] },
  // The owner's title stays the same: a stranger's rename that went through would answer the thumbnail with it.
  'studio.rename': { kind: 'owned', inputs: [(w) => ({ id: w.thumbnail, title: w.title.toUpperCase() })], ownerSees: (r, w) => expect(r).toMatchObject({ title: w.title.toUpperCase() }), last: true },
  'studio.delete': {
    kind: 'owned',
    inputs: [(w) => ({ ids: [w.doomed] })],
    // Answers how many were the caller's: 0 for a stranger, and the owner's 1 proves none deleted it.
    ownerSees: (r) => expect(r).toEqual({ deleted: 1 }),
    last: true,
  },
  'studio.status': { kind: 'owned', inputs: [(w) => ({ id: w.thumbnail })] },

  // — Payments —
  'checkout.create': { kind: 'self', why: `${NOT_CALLED}an order for the caller)` },
  'checkout.order': { kind: 'owned', inputs: [(w) => ({ id: w.paidOrder }), (w) => ({ id: w.openOrder })] },
  'billing.overview': { kind: 'self', why: 'the caller’s plan and invoices', input: () => undefined },
  'account.ledger': {
    kind: 'owned',
    // The cursor names one of the owner's ledger rows: a stranger pages through their own rows only.
    inputs: [(w) => ({ before: { at: new Date(Date.now() + 60_000).toISOString(), id: w.creditEntry } })],
  },
  'billing.current': { kind: 'self', why: 'the caller’s plan', input: () => undefined },
  'billing.cancel': { kind: 'self', why: `${NOT_CALLED}the caller’s plan)` },
  'billing.resume': { kind: 'self', why: `${NOT_CALLED}the caller’s plan)` },
  'billing.setReminders': { kind: 'self', why: `${NOT_CALLED}the caller’s reminders)` },
  'billing.setNextPlan': { kind: 'self', why: `${NOT_CALLED}the caller’s next plan)` },
  'sandbox.get': {
    kind: 'capability',
    why: 'the test gateway’s page, open to whoever holds its unguessable link like a real gateway’s; only the payer sees the e-mail (billing-sandbox.test.ts)',
    input: (w) => ({ id: w.sandbox }),
  },
  'sandbox.complete': { kind: 'capability', why: 'the test gateway’s pay button, for whoever holds the link, like a real gateway (billing-sandbox.test.ts); PAYMENT_PROVIDER=sandbox only' },

  // — Files —
  'images.upload': { kind: 'self', why: `${NOT_CALLED}a file body stored as the caller’s; uploads.test.ts)` },
  'images.uploadLogo': { kind: 'self', why: `${NOT_CALLED}a file body stored as the caller’s; brand.test.ts)` },
  'account.uploadAvatar': { kind: 'self', why: `${NOT_CALLED}a file body stored as the caller’s; avatar.test.ts)` },
  'images.list': { kind: 'self', why: 'the caller’s uploads', input: () => ({}) },
  'images.delete': { kind: 'owned', inputs: [(w) => ({ id: w.doomedUpload })], last: true, ownerSees: (r) => expect(r).toEqual({ deleted: true }) },

  // — DigitalMe —
  'digitalMe.upload': { kind: 'self', why: `${NOT_CALLED}a file body added to the caller’s set; digitalme.test.ts)` },
  'digitalMe.state': { kind: 'self', why: 'the caller’s set', input: () => undefined },
  'digitalMe.consent': { kind: 'self', why: `${NOT_CALLED}the caller’s consent)` },
  'digitalMe.removePhoto': { kind: 'owned', inputs: [(w) => ({ id: w.photo })], last: true },
  'digitalMe.build': { kind: 'self', why: `${NOT_CALLED}builds the caller’s set)` },
  'digitalMe.delete': { kind: 'self', why: `${NOT_CALLED}erases the caller’s set)` },
  'digitalMe.events': { kind: 'self', why: 'ticks about the caller’s set', input: () => undefined },

  // — Personal data —
  'privacy.exportState': { kind: 'self', why: 'the caller’s newest export', input: () => undefined },
  'privacy.requestExport': { kind: 'self', why: `${NOT_CALLED}an export of the caller’s data; data-export.test.ts)` },
  'privacy.reuse': { kind: 'self', why: 'the caller’s choice', input: () => undefined },
  'privacy.setReuseOptOut': { kind: 'self', why: `${NOT_CALLED}the caller’s choice)` },
  'privacy.closureInfo': { kind: 'self', why: 'what closing the caller’s account would do', input: () => undefined },
  'privacy.close': { kind: 'self', why: `${NOT_CALLED}closes the caller’s account, with their password)` },

  'support.send': { kind: 'owned', inputs: [(w) => ({ subject: 'Ma miniature', message: 'Elle ne s’affiche pas bien chez moi.', thumbnailId: w.thumbnail })] },
  'support.mine': { kind: 'self', why: 'the caller’s requests', input: () => undefined },

  'brand.get': { kind: 'self', why: 'the caller’s brand kit', input: () => undefined },
  'brand.save': { kind: 'owned', inputs: [(w) => ({ logoAssetId: w.logo })] },
  'brand.cleanLogo': { kind: 'owned', inputs: [(w) => ({ assetId: w.logo })] },

  // — Teams —
  'teams.mine': { kind: 'self', why: 'the caller’s team (the owner’s team is not theirs)', input: () => undefined },
  'teams.invite': { kind: 'self', why: `${NOT_CALLED}an invitation into the caller’s team; teams.test.ts)` },
  'teams.revokeInvitation': {
    kind: 'owned',
    inputs: [(w) => ({ id: w.invitation })],
    strangers: { codes: ['TEAM_INVITATION_INVALID'], why: 'the same answer as for an invitation that does not exist' },
    last: true,
  },
  'teams.removeMember': { kind: 'owned', inputs: [(w) => ({ memberId: w.member.userId })], last: true },
  'teams.leave': { kind: 'self', why: `${NOT_CALLED}the caller leaves their own team)` },
  'teams.invitation': {
    kind: 'capability',
    why: 'the link mailed to the invited address; whoever holds it sees who invites, and that it is not for them (teams.test.ts)',
    input: (w) => ({ token: w.invitationToken }),
  },
  // — Files —
  'files.saveLink': {
    kind: 'owned',
    inputs: [(w) => ({ kind: 'thumbnail', id: w.thumbnail }), (w) => ({ kind: 'export', id: w.export }), (w) => ({ kind: 'invoice', id: w.invoice }), (w) => ({ kind: 'dataExport', id: w.dataExport })],
    ownerSees: (r) => expect(r).toMatchObject({ url: expect.stringMatching(/^\/files\/lien\/[\w-]+\.[\w-]+\.[\w-]+$/) }),
  },
  'teams.accept': {
    kind: 'capability',
    why: 'the mailed link, accepted only by the invited address',
    input: (w) => ({ token: w.invitationToken }),
    strangers: { codes: ['TEAM_INVITATION_OTHER_EMAIL'], why: 'the link is for another address; nothing is joined' },
  },
};

/** The JSON Schemas of a procedure's inputs (none for a file body). */
function inputSchemas(proc: { _def: { inputs: unknown[] } }): unknown[] {
  return proc._def.inputs.flatMap((parser) => {
    try {
      return [z.toJSONSchema(parser as z.ZodType, { unrepresentable: 'any', io: 'input' })];
    } catch {
      return []; // octetInputParser: a file body, no field at all
    }
  });
}

/** Whether an input names a stored object: a uuid anywhere, or a field called id, …Id or …Ids. */
function takesId(schema: unknown, key = ''): boolean {
  if (Array.isArray(schema)) return schema.some((s) => takesId(s, key));
  if (!schema || typeof schema !== 'object') return false;
  const s = schema as Record<string, unknown>;
  if (s.format === 'uuid' || (typeof s.pattern === 'string' && s.pattern.startsWith('^sbx_'))) return true;
  // A field named like an id, unless it is one of a fixed list (planId: a plan of the catalogue).
  if (/^(id|ids)$|Ids?$/.test(key) && (s.type === 'string' || s.type === 'array') && !s.enum && s.const === undefined) return true;
  return Object.entries(s).some(([k, v]) => takesId(v, k === 'properties' || k === 'items' || k === 'anyOf' || k === 'oneOf' ? key : k) || (k === 'properties' && v && typeof v === 'object' && Object.entries(v).some(([pk, pv]) => takesId(pv, pk))));
}

/** Whether an input carries a secret that is its own permission (a link's token, a code). */
function takesSecret(schema: unknown): boolean {
  // A link's token, a mailed or authenticator code, a sign-in challenge, the test gateway's unguessable page id.
  return /"(token|refresh_token|code|challenge)"|"pattern":"\^sbx_/.test(JSON.stringify(schema));
}

const procedures = (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: 'query' | 'mutation' | 'subscription'; inputs: unknown[] } }> } })._def.procedures;

describe('the sweep’s table is the router', () => {
  it('names every procedure, and none that is gone', () => {
    expect(Object.keys(procedures).filter((p) => !(p in SWEEP)), 'procedures to add to SWEEP').toEqual([]);
    expect(Object.keys(SWEEP).filter((p) => !(p in procedures)), 'SWEEP lines without a procedure').toEqual([]);
  });

  it('files each procedure by what its zod input takes: an id is swept, never exempted', () => {
    const wrong: string[] = [];
    for (const [path, proc] of Object.entries(procedures)) {
      const entry = SWEEP[path];
      if (!entry) continue;
      const schemas = inputSchemas(proc);
      const id = takesId(schemas);
      const secret = takesSecret(schemas);
      if (entry.kind === 'owned' && !id) wrong.push(`${path}: swept as taking an id, its input has none`);
      if ((entry.kind === 'self' || entry.kind === 'public') && (id || secret)) wrong.push(`${path}: exempted as ${entry.kind}, but its input takes ${id ? 'an id' : 'a secret'}`);
      if (entry.kind === 'capability' && !secret && !(id && entry.input)) wrong.push(`${path}: a capability without a secret in its input`);
    }
    expect(wrong).toEqual([]);
    // The detector itself: ids are found where they are.
    expect(takesId(inputSchemas(procedures['studio.get']!))).toBe(true);
    expect(takesId(inputSchemas(procedures['account.ledger']!))).toBe(true);
    expect(takesId(inputSchemas(procedures['brand.save']!))).toBe(true);
    expect(takesId(inputSchemas(procedures['studio.generate']!))).toBe(true);
    expect(takesId(inputSchemas(procedures['plans.list']!))).toBe(false);
    expect(takesId(inputSchemas(procedures['auth.signIn']!))).toBe(false);
  });
});

/** A stand-in hosted engine (so « Modifier avec l’IA » gets as far as the thumbnail's lookup): it never edits. */
const sweepEngine: ImageEngine = {
  ...localEngine,
  id: 'sweep',
  editPicture: async () => {
    throw new ImageEngineError('refused', 'the sweep never edits a picture', { retryable: false });
  },
};

describe('the authorization sweep', () => {
  let w: World;
  let second: User;
  let teamMember: User;
  const own = new Map<string, Own>();
  const em = () => h.services.orm.em.fork();
  const createCaller = createCallerFactory(appRouter);

  /** A caller of the whole router, as one HTTP request with these cookies would be. */
  const callerFor = (cookies: Record<string, string>, signal?: AbortSignal) =>
    createCaller(
      createContext({
        services: h.services,
        em: h.services.orm.em.fork(),
        log: h.services.log,
        cookies: { get: (name) => cookies[name], set: () => undefined, clear: () => undefined },
        bearer: null,
        client: { userAgent: 'sweep', ip: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`, issuer: h.config.PUBLIC_URL },
      }),
      { signal },
    );

  /** Calls a procedure by its path; a subscription answers its first event. */
  async function call(path: string, cookies: Record<string, string>, input: unknown): Promise<{ ok: true; value: unknown } | { ok: false; code: string | null; text: string }> {
    const stop = new AbortController();
    try {
      const fn = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], callerFor(cookies, stop.signal)) as (i: unknown) => Promise<unknown>;
      let value = await fn(input);
      if (procedures[path]!._def.type === 'subscription') {
        const it = (value as AsyncIterable<unknown>)[Symbol.asyncIterator]();
        // Live streams that wait for a change before their first event said nothing: null.
        const first = await Promise.race([it.next(), new Promise<{ value: null }>((resolve) => setTimeout(() => resolve({ value: null }), 300))]);
        value = first.value;
      }
      return { ok: true, value };
    } catch (err) {
      // A procedure's error carries the AppError as its cause; a live stream's arrives as the AppError itself.
      const e = err as { message?: string; name?: string; code?: string; cause?: { code?: string; name?: string } };
      const code = e.cause?.name === 'ZodError' ? 'VALIDATION' : (e.cause?.code ?? (e.name === 'AppError' ? (e.code ?? null) : null));
      return { ok: false, code, text: JSON.stringify({ message: e.message, cause: e.cause }) };
    } finally {
      stop.abort();
    }
  }

  /** Every string that is the owner's: ids, e-mail, titles, the invoice's number. */
  const secretsOf = (world: World) => [
    world.owner.userId,
    world.owner.email,
    world.title,
    world.doomedTitle,
    world.thumbnail,
    world.doomed,
    world.export,
    world.upload,
    world.doomedUpload,
    world.logo,
    world.photo,
    world.photoAsset,
    world.invoice,
    world.invoiceNumber,
    world.paidOrder,
    world.openOrder,
    world.invitation,
    world.otherSession,
    world.dataExport,
    world.creditEntry,
  ];

  /** Waits until nothing of the owner's is rendering, so the next call finds its thumbnail ready. */
  const settle = () =>
    eventually(
      async () => {
        // Only the thumbnail later calls aim at: a new one (generate, duplicate) renders on meanwhile.
        const busy = await em().count(Thumbnail, { id: w.thumbnail, status: { $nin: ['ready', 'failed'] } });
        return busy === 0 ? true : undefined;
      },
      60_000,
      'the owner’s renders',
    );

  async function readyThumbnail(user: User, title: string) {
    const started = await user.as().studio.generate({ title, prompt: '', style: 'gaming' });
    expect(await waitForFinalStatus(h, started.id, 60_000)).toBe('ready');
    return started.id;
  }
  const png = (colour: string, logo = false) =>
    sharp({ create: { width: 320, height: 240, channels: 3, background: logo ? '#ffffff' : colour } })
      .composite(logo ? [{ input: Buffer.from(`<svg width="320" height="240"><circle cx="160" cy="120" r="70" fill="${colour}"/></svg>`) }] : [])
      .png()
      .toBuffer();
  const upload = async (userId: string, purpose: 'image' | 'logo' | 'digitalme', bytes: Buffer) =>
    (
      await acceptImageUpload({ em: em(), storage: h.services.storage }, (async function* () {
        yield new Uint8Array(bytes);
      })(), { userId, purpose, fileName: `${purpose}.png` })
    ).asset.id;
  /** A ready DigitalMe row, as the build leaves it (FaceSwap then reaches the thumbnail's lookup). */
  const readyDigitalMe = async (userId: string) => {
    const fork = em();
    const me = fork.create(DigitalMe, { user: userId, status: 'ready', progress: 100, consentAt: new Date(), consentVersion: DIGITALME_CONSENT_VERSION, readyAt: new Date() });
    await fork.flush();
    return me;
  };

  const h = useHarness({ worker: true, listen: true, engine: sweepEngine, http: true });
  beforeAll(async () => {
    const returns = { successUrl: `${h.config.PUBLIC_URL}/success`, cancelUrl: `${h.config.PUBLIC_URL}/cancel` };

    const owner = await h.newUser('Aminata Propriétaire');
    // Master through the sandbox gateway, end to end: order, signed webhook, period, invoice.
    const paid = await owner.as().checkout.create({ planId: 'MASTER', ...returns });
    await h.api().sandbox.complete({ id: paid.url!.split('/').pop()!, outcome: 'paid' });
    const invoice = await eventually(async () => (await em().findOne(Invoice, { user: owner.userId, pdfKey: { $ne: null } })) ?? undefined, 30_000, 'the invoice PDF');
    const open = await owner.as().checkout.create({ planId: 'PACK_100', ...returns });

    // One subject only (a party): « Autre sujet » has nothing else to offer the owner.
    const title = 'Une soirée à Soumbédioune';
    const doomedTitle = 'Un secret du marché Kermel à effacer';
    const [thumbnail, doomed] = [await readyThumbnail(owner, title), await readyThumbnail(owner, doomedTitle)];
    // A second version (revision 1), and an export.
    await owner.as().studio.modify({ id: thumbnail, ops: [{ op: 'add-tag', text: 'NOUVEAU' }] });
    expect(await waitForFinalStatus(h, thumbnail, 60_000)).toBe('ready');
    const square = await owner.as().studio.export({ id: thumbnail, format: 'square' });
    await eventually(async () => ((await owner.as().studio.exports({ id: thumbnail })).find((e) => e.id === square.id)?.status === 'ready' ? true : undefined), 60_000, 'the 1:1 export');

    const uploadId = await upload(owner.userId, 'image', await png('#c63'));
    const doomedUpload = await upload(owner.userId, 'image', await png('#3a6'));
    const logo = await upload(owner.userId, 'logo', await png('#1d3557', true));
    const digitalMe = await readyDigitalMe(owner.userId);
    const photoAsset = await upload(owner.userId, 'digitalme', await png('#864'));
    const fork = em();
    const photo = fork.create(DigitalMePhoto, { digitalMe: digitalMe.id, user: owner.userId, asset: photoAsset, status: 'accepted' });
    await fork.flush();

    // A team: a member, and an invitation still pending.
    const member = await h.newUser('Ousmane Membre');
    await owner.as().teams.invite({ email: member.email });
    const memberToken = (await h.lastMail(member.email, 'team-invitation')).text.match(/[?&]equipe=([\w-]+)/)![1]!;
    await member.as().teams.accept({ token: memberToken });
    const invitation = await owner.as().teams.invite({ email: 'invitee.sweep@exemple.sn' });
    const invitationToken = (await h.lastMail('invitee.sweep@exemple.sn', 'team-invitation')).text.match(/[?&]equipe=([\w-]+)/)![1]!;

    await owner.as().privacy.requestExport();
    const dataExport = await eventually(async () => {
      const state = await owner.as().privacy.exportState();
      return state?.status === 'ready' ? state : undefined;
    }, 60_000, 'the data export');

    // A second session of the owner's (another browser), for « Déconnecter cette session ».
    await h.api().auth.signIn({ email: owner.email, password: owner.password });
    const sessions = await em().find(Session, { user: owner.userId, revokedAt: null }, { orderBy: { createdAt: 'desc' } });
    const creditEntry = (await em().find(CreditEntry, { user: owner.userId }, { limit: 1 }))[0]!;

    w = {
      owner,
      thumbnail,
      title,
      doomed,
      doomedTitle,
      export: square.id,
      upload: uploadId,
      doomedUpload,
      logo,
      photo: photo.id,
      photoAsset,
      invoice: invoice.id,
      invoiceNumber: invoice.number,
      paidOrder: paid.orderId!,
      openOrder: open.orderId!,
      sandbox: open.url!.split('/').pop()!,
      invitation: invitation.id,
      invitationToken,
      member,
      otherSession: sessions[0]!.id,
      dataExport: (dataExport as { id: string }).id,
      creditEntry: creditEntry.id,
    };
    own.set(owner.userId, { thumbnail });

    // The strangers: a Premium user with a DigitalMe of their own, and a member of another Master's
    // team (Master's features through the team), each with a thumbnail of their own; and a visitor.
    second = await h.newUser('Cheikh Curieux');
    await paidPlan(h, second.userId, 'PREMIUM');
    const otherOwner = await h.newUser('Mariama Autre Équipe');
    await paidPlan(h, otherOwner.userId, 'MASTER');
    teamMember = await h.newUser('Babacar Autre Membre');
    await otherOwner.as().teams.invite({ email: teamMember.email });
    await teamMember.as().teams.accept({ token: (await h.lastMail(teamMember.email, 'team-invitation')).text.match(/[?&]equipe=([\w-]+)/)![1]! });
    for (const stranger of [second, teamMember]) {
      await readyDigitalMe(stranger.userId);
      own.set(stranger.userId, { thumbnail: await readyThumbnail(stranger, `La miniature à moi de ${stranger.email}`) });
    }
  }, 240_000);

  const strangers = () => [
    { name: 'a second user', cookies: second.cookies, own: own.get(second.userId)! },
    { name: 'a member of another team', cookies: teamMember.cookies, own: own.get(teamMember.userId)! },
    { name: 'a signed-out visitor', cookies: {}, own: { thumbnail: randomUUID() } },
  ];

  /** Nothing of the owner's in what a stranger got (an answer, or an error's message and data). */
  function expectNothingOfTheOwner(path: string, who: string, got: Awaited<ReturnType<typeof call>>, input: unknown) {
    const text = got.ok ? JSON.stringify(got.value ?? null) : got.text;
    // A refusal may name the id it was sent (« thumbnail <id> »): the caller knew it already.
    const sent = got.ok ? '' : JSON.stringify(input ?? null);
    const leaked = secretsOf(w).filter((secret) => text.includes(secret) && !sent.includes(secret));
    expect(leaked, `${path} as ${who} answered something of the owner’s: ${text.slice(0, 300)}`).toEqual([]);
    if (!got.ok && got.code === null) throw new Error(`${path} as ${who} failed without an application error: ${got.text.slice(0, 300)}`);
  }

  it('every private file route the app serves is in the registry, and each gives its file to its owner only', async () => {
    // Walk the app's router: every route with a parameter, or under a private prefix, must be declared.
    const app = createApp(h.services) as unknown as { router: { stack: Layer[] } };
    interface Layer {
      route?: { path: string | string[] };
      rawPath?: string;
      handle?: { stack?: Layer[] };
    }
    const routes: string[] = [];
    const walk = (stack: Layer[], prefix: string) => {
      for (const layer of stack) {
        if (layer.route) for (const p of [layer.route.path].flat()) routes.push(prefix + p);
        else if (layer.handle?.stack) walk(layer.handle.stack, prefix + (typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : ''));
        // A middleware mounted under a private prefix (a static folder, say) serves files no route declares.
        else if (typeof layer.rawPath === 'string' && PRIVATE_FILE_PREFIXES.some((p) => `${prefix}${layer.rawPath}/`.startsWith(p))) routes.push(`${prefix}${layer.rawPath} (middleware)`);
      }
    };
    walk(app.router.stack, '');
    const registered = new Set([...FILE_ROUTES.map((r) => r.path), SIGNED_FILE_ROUTE.path]);
    // Routes with a parameter that serve nobody's file: shipped artwork, the gateways' notifications
    // (signed or confirmed, billing-*.test.ts), and the pages (rendered through the swept procedures).
    const PUBLIC_WITH_PARAMETERS = new Set(['/pictos/:set/:name.svg', '/api/paiements/notification/:provider', '/{*path}']);
    const undeclared = routes.filter((p) => !registered.has(p) && (PRIVATE_FILE_PREFIXES.some((prefix) => p.startsWith(prefix)) || (/[:*]/.test(p) && !PUBLIC_WITH_PARAMETERS.has(p))));
    expect(undeclared, 'file routes to declare in server/private-files.ts (each by its domain)').toEqual([]);
    expect(routes.filter((p) => registered.has(p)).sort()).toEqual([...registered].sort());

    const objects: Record<OwnedFileKind, string[]> = {
      invoice: [w.invoice],
      thumbnail: [w.thumbnail],
      export: [w.export],
      asset: [w.upload, w.logo, w.photoAsset],
      upload: [w.upload, w.photoAsset],
      dataExport: [w.dataExport],
    };
    const asked: string[] = [];
    for (const route of FILE_ROUTES) {
      for (const id of objects[route.owns]) {
        for (const url of route.urls(id)) {
          const mine = await fetch(h.base + url, { headers: { cookie: `${ACCESS_COOKIE}=${w.owner.accessToken}` } });
          const bytes = Buffer.from(await mine.arrayBuffer());
          expect(mine.status, `${url} for its owner`).toBe(200);
          expect(bytes.length, `${url} for its owner`).toBeGreaterThan(0);
          for (const stranger of strangers()) {
            const token = stranger.cookies[ACCESS_COOKIE];
            const res = await fetch(h.base + url, { headers: token ? { cookie: `${ACCESS_COOKIE}=${token}` } : {} });
            const body = Buffer.from(await res.arrayBuffer());
            expect(res.status, `${url} for ${stranger.name}`).toBe(token ? 404 : 401);
            expect(res.headers.get('content-type'), `${url} for ${stranger.name}`).toMatch(/^application\/json/);
            expect(body.includes(bytes.subarray(0, Math.min(64, bytes.length))), `${url} for ${stranger.name}: bytes of the file`).toBe(false);
            expect(JSON.parse(body.toString('utf8')).error, `${url} for ${stranger.name}`).toMatch(token ? /introuvable/ : /Connectez-vous/);
          }
          asked.push(url);
        }
      }
    }
    expect(asked.length).toBeGreaterThanOrEqual(FILE_ROUTES.length);
  }, 60_000);

  it('a signed file link opens its owner’s file without any cookie, for a few minutes; forged, altered or expired, it does not', async () => {
    const jpegOf = async (url: string, cookie?: string) => {
      const res = await fetch(h.base + url, { headers: cookie ? { cookie } : {} });
      return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), body: Buffer.from(await res.arrayBuffer()) };
    };
    const owned = await jpegOf(`/files/thumbnails/${w.thumbnail}.jpg?download=1`, `${ACCESS_COOKIE}=${w.owner.accessToken}`);
    const link = await w.owner.as().files.saveLink({ kind: 'thumbnail', id: w.thumbnail });
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    // No session at all, or a stranger's: the link alone is the permission, shown inline with its download name.
    for (const cookie of [undefined, `${ACCESS_COOKIE}=${second.cookies[ACCESS_COOKIE]}`]) {
      const got = await jpegOf(link.url, cookie);
      expect(got.status).toBe(200);
      expect(got.type).toBe('image/jpeg');
      expect(got.disposition).toMatch(/^inline; filename="?minialab-[a-z0-9-]+\.jpg"?$/);
      expect(got.body.equals(owned.body)).toBe(true);
    }
    const exportLink = await w.owner.as().files.saveLink({ kind: 'export', id: w.export });
    expect((await jpegOf(exportLink.url)).status).toBe(200);
    // An invoice and the « mes données » archive, which no in-app browser shows: the same bytes as their
    // private address, as an attachment for whoever downloads them (the phone's download manager, Chrome).
    for (const [kind, id, privateUrl, type, name] of [
      ['invoice', w.invoice, `/factures/${w.invoice}`, 'application/pdf', /^attachment; filename="?facture-ML-\d{4}-\d{6}\.pdf"?$/],
      ['dataExport', w.dataExport, `/files/donnees/${w.dataExport}.zip`, 'application/zip', /^attachment; filename="?minialab-mes-donnees-\d{4}-\d{2}-\d{2}\.zip"?$/],
    ] as const) {
      const mine = await jpegOf(privateUrl, `${ACCESS_COOKIE}=${w.owner.accessToken}`);
      const got = await jpegOf((await w.owner.as().files.saveLink({ kind, id })).url);
      expect(got.status, kind).toBe(200);
      expect(got.type, kind).toBe(type);
      expect(got.disposition, kind).toMatch(name);
      expect(got.body.equals(mine.body), kind).toBe(true);
    }

    // Altered anywhere (the file named, the owner, the signature), or made up: 403, in French, nothing of the file.
    expect(link.url.startsWith(FILE_LINK_PREFIX)).toBe(true);
    const [header, payload, signature] = link.url.slice(FILE_LINK_PREFIX.length).split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const reSigned = (change: Record<string, unknown>) => `${header}.${Buffer.from(JSON.stringify({ ...claims, ...change })).toString('base64url')}.${signature}`;
    const prefix = FILE_LINK_PREFIX;
    const own2 = own.get(second.userId)!.thumbnail;
    for (const forged of [reSigned({ id: own2 }), reSigned({ sub: second.userId }), reSigned({ exp: Math.floor(Date.now() / 1000) + 86_400 }), `${header}.${payload}.${signature.slice(0, -2)}AA`, 'pas-un-lien', `${header}.${payload}.`]) {
      const got = await jpegOf(prefix + forged);
      expect(got.status, forged).toBe(403);
      expect(JSON.parse(got.body.toString('utf8')).error).toBe('Ce lien n’est pas valable.');
    }
    // Expired (signed with our key, ten minutes ago): 410, saying what to do.
    const old = await signFileLink(h.services.fileLinkKey, { kind: 'thumbnail', id: w.thumbnail, userId: w.owner.userId }, Date.now() - 10 * 60_000);
    const expired = await jpegOf(prefix + old.token);
    expect(expired.status).toBe(410);
    expect(JSON.parse(expired.body.toString('utf8')).error).toMatch(/^Ce lien a expiré/);
    // A link for a file the signer does not own names nothing: the same 404 as a missing file.
    const foreign = await signFileLink(h.services.fileLinkKey, { kind: 'thumbnail', id: own2, userId: w.owner.userId });
    expect((await jpegOf(prefix + foreign.token)).status).toBe(404);
  });

  // Before the owned sweep, which revokes the pending invitation these links belong to.
  it('procedures without an id show a stranger nothing of the owner’s', async () => {
    for (const [path, entry] of Object.entries(SWEEP)) {
      if (entry.kind === 'owned' || !entry.input) continue;
      for (const stranger of strangers()) {
        const sent = entry.input(w, stranger.own);
        const got = await call(path, stranger.cookies, sent);
        expectNothingOfTheOwner(path, stranger.name, got, sent);
        if (!got.ok && entry.kind === 'capability') expect([...REFUSALS, ...(entry.strangers?.codes ?? [])], `${path} as ${stranger.name}: ${got.text.slice(0, 300)}`).toContain(got.code);
      }
    }
  }, 60_000);

  it('every procedure that takes an id of the owner’s gives the owner their object and strangers nothing of it', async () => {
    const ordered = Object.entries(SWEEP).sort(([, a], [, b]) => Number(a.kind === 'owned' && a.last === true) - Number(b.kind === 'owned' && b.last === true));
    const swept: string[] = [];
    for (const [path, entry] of ordered) {
      if (entry.kind !== 'owned') continue;
      for (const input of entry.inputs) {
        for (const stranger of strangers()) {
          const sent = input(w, stranger.own);
          const got = await call(path, stranger.cookies, sent);
          // A stranger aiming at the owner's object is refused, or gets an answer holding none of it.
          expectNothingOfTheOwner(path, stranger.name, got, sent);
          if (!got.ok) {
            expect([...REFUSALS, ...(entry.strangers?.codes ?? [])], `${path} as ${stranger.name}: ${got.text.slice(0, 300)}`).toContain(got.code);
            if (entry.owner) expect(got.code, `${path} as ${stranger.name} got as far as the owner`).not.toBe(entry.owner.code);
          }
        }
        const mine = await call(path, w.owner.cookies, input(w, own.get(w.owner.userId)!));
        if (entry.owner) {
          expect(mine.ok ? 'ok' : mine.code, `${path} as the owner: ${mine.ok ? '' : mine.text.slice(0, 300)}`).toBe(entry.owner.code);
        } else {
          expect(mine.ok, `${path} as the owner: ${mine.ok ? '' : mine.text.slice(0, 300)}`).toBe(true);
          if (mine.ok) entry.ownerSees?.(mine.value, w);
        }
        await settle();
      }
      swept.push(path);
    }
    expect(swept.length).toBeGreaterThanOrEqual(25);
  }, 180_000);


});
