import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The project root, whether running from source (server/) or from the bundle (dist/server/). */
export const PROJECT_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}


const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Which proxies may tell us the client's address and the address it asked for (X-Forwarded-For,
   * -Proto, -Host): `loopback` (a proxy on this machine), a comma-separated list of addresses or
   * subnets (and the names loopback, linklocal, uniquelocal), a number of proxy hops in front of us,
   * or `none`. Anyone else's forwarded headers are ignored.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .refine(validTrustProxy, { message: 'must be none, a number of hops, or a comma-separated list of addresses, subnets, loopback, linklocal or uniquelocal' }),
  /** Defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /**
   * Other host names the app may be opened at (comma-separated), besides PUBLIC_URL's, the loopback
   * names and the machine's own addresses, which are always accepted.
   */
  ALLOWED_HOSTS: z.string().default(''),
  DATA_DIR: z.string().default(path.join(PROJECT_ROOT, '.data')),
  /** Where the product's files live (server/files/storage.ts): `local` is DATA_DIR/files, `s3` an S3-compatible bucket. */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** STORAGE=s3: a private bucket (never public: files are served by our routes, owner checked). */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** An S3-compatible endpoint (R2, Scaleway, SeaweedFS…); empty for AWS S3. */
  S3_ENDPOINT: z.url().optional(),
  /** Empty: the SDK's usual sources (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `true` for stores that want host/bucket/key addresses (most self-hosted ones). */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  DATABASE_URL: z.url().optional(),
  /**
   * A direct (session) connection to the same database, for what a transaction-mode pooler cannot
   * carry: the migration lock and the live-status LISTEN. Defaults to DATABASE_URL. When it is set,
   * DATABASE_URL is taken to be a pooler: pg-boss then finds new jobs by polling (every second)
   * instead of its own LISTEN.
   */
  DIRECT_DATABASE_URL: z.url().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  WORKER: z.enum(['inline', 'off']).default('inline'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BRAND_NAME: z.string().min(1).default('MiniaLab'),
  SUPPORT_EMAIL: z.email().default('support@minialab.sn'),
  IMAGE_ENGINE: z.enum(['local', 'openai', 'gemini']).default('local'),
  /**
   * How many times a hosted engine's SDK tries a call again after a timeout, a network error, a rate
   * limit or a server error (OpenAI's and Google's own SDKs do the waiting, with exponential backoff).
   */
  IMAGE_ENGINE_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  /** Face Swap by the hosted engine when IMAGE_ENGINE has one (auto), or always offline (local). */
  FACESWAP_ENGINE: z.enum(['auto', 'local']).default('auto'),
  // OpenAI Images API (gpt-image-1), used when IMAGE_ENGINE=openai. The base URL changes only for tests.
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url().default('https://api.openai.com/v1'),
  OPENAI_IMAGE_MODEL: z.string().min(1).default('gpt-image-1'),
  /** Per attempt; a generation is tried again up to IMAGE_ENGINE_MAX_RETRIES times on timeouts, rate limits and server errors. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(90_000),
  // Google's Gemini image model through generateContent, used when IMAGE_ENGINE=gemini. The base URL changes only for tests.
  GEMINI_API_KEY: z.string().min(1).optional(),
  GEMINI_BASE_URL: z.url().default('https://generativelanguage.googleapis.com'),
  GEMINI_IMAGE_MODEL: z.string().regex(/^[A-Za-z0-9._-]{1,80}$/).default('gemini-2.5-flash-image'),
  /** Per attempt, as OPENAI_TIMEOUT_MS. */
  GEMINI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(90_000),
  // E-mail: SMTP when set (smtp:// or smtps://user:pass@host:port); otherwise the local outbox.
  SMTP_URL: z
    .url()
    .refine((u) => /^smtps?:\/\//.test(u), { message: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('"MiniaLab" <no-reply@minialab.sn>'),
  // Editor identity printed on the legal pages and every invoice (DECISIONS.md « Identity »): a sole
  // proprietorship in Dakar. Unset means « example » (marked so in development, refused in production).
  EDITOR_NAME: z.string().min(1).optional(),
  EDITOR_ADDRESS: z.string().min(1).optional(),
  EDITOR_RCCM: z.string().min(1).optional(),
  EDITOR_NINEA: z.string().min(1).optional(),
  // Public reputation from an outside review site, shown only when both are set (never computed, never a count).
  REVIEW_SITE_URL: z.url().optional(),
  REVIEW_RATING: z.coerce.number().min(0).max(5).optional(),
  SOCIAL_INSTAGRAM_URL: z.url().default('https://www.instagram.com/minialab.sn'),
  SOCIAL_TIKTOK_URL: z.url().default('https://www.tiktok.com/@minialab.sn'),
  SOCIAL_YOUTUBE_URL: z.url().default('https://www.youtube.com/@minialab'),
  SOCIAL_WHATSAPP_URL: z.url().default('https://wa.me/221770000000'),
  /** 64 hex characters (32 bytes) that encrypt TOTP secrets; generated in DATA_DIR when unset. */
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, { message: 'must be 64 hexadecimal characters (openssl rand -hex 32)' })
    .optional(),
  // Google sign-in shows only when both are set. The URLs are Google's unless a test points them elsewhere.
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTHORIZATION_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  /** Who signs Google's ID tokens (`iss`); Google also writes it without the scheme, which is accepted with this default. */
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  /** Google's published signing keys, that verify the ID token (fetched once, then on an unknown key id). */
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** Valid photos a DigitalMe set needs (15 by default, a setting). Tests lower it to the independent photos they have, and say so. */
  DIGITALME_MIN_PHOTOS: z.coerce.number().int().min(1).max(20).default(15),
  // Payments (DECISIONS.md « Payments »). sandbox: our own « Mode test » checkout; none: no link at all.
  PAYMENT_PROVIDER: z.enum(['sandbox', 'paydunya', 'wave', 'none']).default('sandbox'),
  PAYDUNYA_MODE: z.enum(['test', 'live']).default('test'),
  PAYDUNYA_MASTER_KEY: z.string().min(1).optional(),
  PAYDUNYA_PRIVATE_KEY: z.string().min(1).optional(),
  PAYDUNYA_TOKEN: z.string().min(1).optional(),
  /** Defaults to PayDunya's sandbox or live API from PAYDUNYA_MODE; tests point it at a local server. */
  PAYDUNYA_API_URL: z.url().optional(),
  WAVE_API_KEY: z.string().min(1).optional(),
  WAVE_WEBHOOK_SECRET: z.string().min(1).optional(),
  WAVE_API_URL: z.url().default('https://api.wave.com'),
  /**
   * The gateways' own addresses (comma-separated IPs or subnets): their notifications are never slowed
   * by the per-source limit of the payment endpoint. Empty: every source is limited alike.
   */
  PAYMENT_WEBHOOK_ALLOWLIST: z
    .string()
    .default('')
    .refine((v) => v.split(',').map((x) => x.trim()).filter(Boolean).every(validAddressOrSubnet), { message: 'must be a comma-separated list of IP addresses or subnets' }),
  /** Posts a single source may make to the payment endpoint per minute (gateways on the allow-list excepted). */
  PAYMENT_WEBHOOK_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /** How old a signed Wave webhook may be (replay window). */
  WAVE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
}).superRefine((env, ctx) => {
  const need = (keys: Array<keyof typeof env>) => {
    for (const key of keys) if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `required when PAYMENT_PROVIDER=${env.PAYMENT_PROVIDER}` });
  };
  if (env.PAYMENT_PROVIDER === 'paydunya') need(['PAYDUNYA_MASTER_KEY', 'PAYDUNYA_PRIVATE_KEY', 'PAYDUNYA_TOKEN']);
  if (env.PAYMENT_PROVIDER === 'wave') need(['WAVE_API_KEY', 'WAVE_WEBHOOK_SECRET']);
  if (env.IMAGE_ENGINE === 'openai' && !env.OPENAI_API_KEY) ctx.addIssue({ code: 'custom', path: ['OPENAI_API_KEY'], message: 'required when IMAGE_ENGINE=openai' });
  if (env.STORAGE === 's3' && !env.S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required when STORAGE=s3' });
  // Shared files mean several machines: the key file each would generate in its own DATA_DIR would differ.
  if (env.STORAGE === 's3' && !env.ENCRYPTION_KEY) ctx.addIssue({ code: 'custom', path: ['ENCRYPTION_KEY'], message: 'required when STORAGE=s3 (several machines must share one key: openssl rand -hex 32)' });
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' });
  if (env.IMAGE_ENGINE === 'gemini' && !env.GEMINI_API_KEY) ctx.addIssue({ code: 'custom', path: ['GEMINI_API_KEY'], message: 'required when IMAGE_ENGINE=gemini' });
});

/** Every variable the app reads (.env.example must document each one). */
export const ENV_KEYS = Object.keys(EnvSchema.shape);

type Env = z.infer<typeof EnvSchema>;
type EditorKey = 'EDITOR_NAME' | 'EDITOR_ADDRESS' | 'EDITOR_RCCM' | 'EDITOR_NINEA';
export type Config = Omit<Env, 'PUBLIC_URL' | EditorKey> &
  Record<EditorKey, string> & {
    PUBLIC_URL: string;
    dataDir: string;
    secureCookies: boolean;
    /** Express's `trust proxy` value read from TRUST_PROXY. */
    trustProxy: boolean | number | string[];
    /** True while any part of the editor's identity is the development example (never in production). */
    editorIsExample: boolean;
  };

const EDITOR_KEYS: readonly EditorKey[] = ['EDITOR_NAME', 'EDITOR_ADDRESS', 'EDITOR_RCCM', 'EDITOR_NINEA'];
/** What development shows while the editor's identity is not configured: plainly an example. */
const EXAMPLE_EDITOR: Record<EditorKey, string> = {
  EDITOR_NAME: 'MiniaLab (exemple) — entreprise individuelle',
  EDITOR_ADDRESS: 'Adresse d’exemple, Dakar, Sénégal',
  EDITOR_RCCM: 'SN-DKR-0000-A-00000 (exemple)',
  EDITOR_NINEA: '000000000 (exemple)',
};

/** Reads the environment once; a bad variable stops the boot with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (as in a copied .env.example) means "use the default".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  // Operators read these in English, whatever language the product's own messages are in.
  const parsed = EnvSchema.safeParse(present, { error: (issue) => z.locales.en().localeError!(issue) });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}\nSee .env.example for every variable and its default.`);
  }
  const cfg = parsed.data;
  // The sandbox gateway lets anyone « pay » with a button: a production server must choose its provider.
  if (cfg.NODE_ENV === 'production' && !present.PAYMENT_PROVIDER) {
    throw new ConfigError('Invalid environment:\n  - PAYMENT_PROVIDER: required when NODE_ENV=production (paydunya, wave, sandbox for a demo, or none)\nSee .env.example for every variable and its default.');
  }
  // Legal pages and invoices must name the real editor: a production server does not start on the example.
  const missingEditor = EDITOR_KEYS.filter((key) => !cfg[key]);
  if (cfg.NODE_ENV === 'production' && missingEditor.length) {
    const lines = missingEditor.map((key) => `  - ${key}: required when NODE_ENV=production (printed on the legal pages and every invoice)`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}\nSee .env.example for every variable and its default.`);
  }
  const editor = Object.fromEntries(EDITOR_KEYS.map((key) => [key, cfg[key] ?? EXAMPLE_EDITOR[key]])) as Record<EditorKey, string>;
  const publicUrl = (cfg.PUBLIC_URL ?? `http://localhost:${cfg.PORT}`).replace(/\/$/, '');
  return {
    ...cfg,
    ...editor,
    editorIsExample: missingEditor.length > 0,
    PUBLIC_URL: publicUrl,
    dataDir: path.resolve(cfg.DATA_DIR),
    secureCookies: new URL(publicUrl).protocol === 'https:',
    trustProxy: trustProxySetting(cfg.TRUST_PROXY),
  };
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validTrustProxy(value: string): boolean {
  const v = value.trim().toLowerCase();
  if (v === 'none' || /^\d{1,2}$/.test(v)) return true;
  return v.split(',').every((entry) => {
    const item = entry.trim();
    return PROXY_NAMES.has(item) || validAddressOrSubnet(item);
  });
}

export function validAddressOrSubnet(item: string): boolean {
  const [address, bits, extra] = item.split('/');
  if (extra !== undefined || !address || isIP(address) === 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128));
}

function trustProxySetting(value: string): boolean | number | string[] {
  const v = value.trim().toLowerCase();
  if (v === 'none') return false;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  return v.split(',').map((entry) => entry.trim());
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Loads `.env` from the project root when present, without overriding the real environment. */
export function loadDotEnv(): void {
  const file = path.join(PROJECT_ROOT, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}
