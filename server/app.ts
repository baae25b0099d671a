import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import { parseCookie } from 'cookie';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { canonicalPath, PAGES, paths } from '../shared/routes';
import { PAGE_META } from '../shared/seo';
import type { CookieJar } from './auth/cookies';
import { csrfGuard, ownHosts, requestOrigin } from './auth/csrf';
import { googleEnabled, googleRoutes } from './auth/google';
import { notificationRoutes } from './billing/http';
import { publicKeySet } from './auth/keys';
import { PROJECT_ROOT } from './config';
import { isDatabaseOutage, SERVICE_UNAVAILABLE } from './db/outage';
import { appRouter, uploadRouter } from './router';
import type { AppServices } from './ports';
import { mountFileRoutes } from './files/file-routes';
import { PRIVATE_FILES } from './private-files';
import { FONT_FILES } from '../shared/engine/render/fonts';
import { fontPath } from './engine/fonts';
import { outboxPage } from './mail/outbox-page';
import type { PageCacheOptions } from './page-cache';
import type { ViteDev } from './page-template';
import { createPageRenderer } from './ssr';
import { precompressedAssets } from './static-assets';
import { servePictogram } from './pictograms/serve';
import { createContext } from './context';
import type { Context } from './trpc';
import { MAX_BATCH_CALLS, MAX_UPLOAD_BYTES } from '../shared/limits';
import { admitUpload, BUSY_RETRY_SECONDS, uploadLoad } from './files/upload-slots';
import { COMPOSE_QUEUE } from './studio/jobs/queues';

const CLIENT_ERRORS: Record<number, string> = {
  400: 'Requête invalide : vérifiez l’adresse ou le contenu envoyé.',
  413: 'Le contenu envoyé est trop volumineux.',
  415: 'Type de contenu non pris en charge.',
};

export interface AppOptions {
  /** Vite dev middleware (npm run dev); absent when serving the built client. */
  vite?: ViteDev & { middlewares: express.RequestHandler };
  /** The shared render of the public pages for signed-out visitors (tests shorten it, or drive its clock). */
  pageCache?: PageCacheOptions;
}

export function createApp(services: AppServices, options: AppOptions = {}): express.Express {
  const { config, log } = services;
  const app = express();
  app.disable('x-powered-by');
  // Forwarded client addresses and hosts are believed only from the proxies TRUST_PROXY names.
  app.set('trust proxy', config.trustProxy);

  app.use(
    pinoHttp({
      logger: log,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      // A busy answer to an upload is the load bound doing its job (the client comes back): not an error.
      customLogLevel: (_req, res, err) => (err || (res.statusCode >= 500 && !(res as Response).locals?.uploadBusy) ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    }),
  );

  // gzip/brotli for pages, API answers and assets; never for live streams, which must flush each event.
  app.use(
    compression({
      filter: (req, res) => !String(res.getHeader('Content-Type') ?? '').includes('text/event-stream') && compression.filter(req, res),
    }),
  );

  // A fresh nonce per response lets our own inline data scripts run under a strict CSP.
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: options.vite
        ? false // Vite's dev client injects inline scripts
        : {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
              // Google profile photos of accounts made with Google.
              imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
              styleSrc: ["'self'", "'unsafe-inline'"],
              fontSrc: ["'self'", 'data:'],
              connectSrc: ["'self'"],
              // The service worker (/sw.js) and the web app manifest: our own files only.
              workerSrc: ["'self'"],
              manifestSrc: ["'self'"],
              upgradeInsecureRequests: config.secureCookies ? [] : null,
            },
          },
      strictTransportSecurity: config.secureCookies,
    }),
  );

  const isOwnHost = ownHosts(config);
  const contextFor = (req: Request, res: Response): Context => {
    const cookies = parseCookie(req.headers.cookie ?? '');
    const jar: CookieJar = {
      get: (name) => cookies[name],
      set: (name, value, opts) =>
        res.cookie(name, value, { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/', maxAge: opts.maxAgeSeconds * 1000 }),
      clear: (name) => res.clearCookie(name, { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/' }),
    };
    const authz = req.headers.authorization;
    return createContext({
      services,
      em: services.orm.em.fork(),
      log: req.log,
      cookies: jar,
      bearer: authz?.startsWith('Bearer ') ? authz.slice(7).trim() : null,
      header: (name) => {
        const value = req.headers[name.toLowerCase()];
        return Array.isArray(value) ? value[0] : value;
      },
      client: { userAgent: req.headers['user-agent'] ?? null, ip: req.ip ?? null, issuer: config.PUBLIC_URL, origin: requestOrigin(req, isOwnHost) },
    });
  };

  // Readiness: while the database (or the queue, which lives in it) does not answer, a balancer takes
  // this process out of rotation, and it learns so within a second, whatever the database does.
  app.get('/healthz', async (_req, res) => {
    const checks = { database: 'down', queue: 'down' } as Record<string, string>;
    const deadline = Date.now() + READINESS_MS;
    try {
      await within(services.orm.em.fork().execute('select 1'), deadline);
      checks.database = 'up';
      // Asked only once the database answered: probes during an outage hold none of pg-boss's connections.
      await within(services.boss.getQueues([COMPOSE_QUEUE]), deadline);
      checks.queue = 'up';
    } catch (err) {
      log.warn({ err }, 'health check failed');
    }
    const ok = Object.values(checks).every((v) => v === 'up');
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'dégradé', ...checks, uptimeSeconds: Math.round(process.uptime()) });
  });

  if (googleEnabled(config)) app.use('/auth/google', googleRoutes(services, contextFor));
  // Gateways post here (no CSRF header: they prove themselves by signature or by confirmation).
  app.use('/api/paiements/notification', notificationRoutes(services));
  // Files (one per call, octet-stream) have their own mount: the upload procedures only, each file
  // written to disk as it is read (uploads.ts refuses at 25 MB + 1 byte with its own reason). An
  // answer given before the whole file came (a refusal, « Patientez… ») closes the connection, so
  // the rest of a big file is not sent for nothing.
  app.use('/api/upload', closeWhenBodyLeftUnread);
  app.use('/api/trpc', csrfGuard(config));
  app.use('/api/upload', csrfGuard(config));
  app.use('/api/upload', refuseDeclaredOversize);
  app.use('/api/upload', admitOrAnswerBusy);
  app.use('/api/upload', createExpressMiddleware({ router: uploadRouter, createContext: ({ req, res }) => contextFor(req, res) }));
  // No request of ours comes near 64 KB: a bigger body is refused before it is parsed.
  app.use('/api/trpc', createExpressMiddleware({ router: appRouter, maxBodySize: 64 * 1024, maxBatchSize: MAX_BATCH_CALLS, createContext: ({ req, res }) => contextFor(req, res) }));

  // Private files: owner only, through one check (server/files/serve.ts), every route declared by its
  // domain and listed in server/private-files.ts so that the authorization sweep asks each of them.
  mountFileRoutes(app, contextFor, PRIVATE_FILES);
  // Pictograms are public artwork shipped in npm packages (MIT, Apache-2.0: licenses/) or drawn by us (pictograms/), drawn by the browser's preview.
  app.get('/pictos/:set/:name.svg', servePictogram);
  // The engine's fonts, the very files the server draws with, for the browser preview.
  for (const font of FONT_FILES) {
    app.get(font.url, (_req, res) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.sendFile(fontPath(font), { maxAge: '1y', immutable: true, headers: { 'Content-Type': 'font/ttf' } });
    });
  }

  if (options.vite) {
    app.use(options.vite.middlewares);
  } else {
    const clientDir = path.join(PROJECT_ROOT, 'dist', 'client');
    app.use('/assets', precompressedAssets(path.join(clientDir, 'assets')));
    app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
    app.use((req, res, next) => (req.path === '/index.html' ? res.redirect(301, '/') : next())); // the raw template is not a page
    // The service worker names the build's files: a browser asks the server for every new one, never a copy an hour old.
    app.get('/sw.js', (_req, res) => res.sendFile(path.join(clientDir, 'sw.js'), { cacheControl: false, headers: { 'Cache-Control': 'no-cache' } }));
    app.use(express.static(clientDir, { index: false, maxAge: '1h' }));
  }

  // Public verification keys of the access tokens (JWKS). Verifiers cache them 10 minutes.
  app.get('/.well-known/jwks.json', async (_req, res, next) => {
    try {
      const { jwks } = await publicKeySet(services.orm.em.fork());
      res.setHeader('Cache-Control', 'public, max-age=600');
      res.json(jwks);
    } catch (err) {
      next(err);
    }
  });

  if (config.NODE_ENV !== 'production') {
    app.get('/dev/outbox', (req, res, next) => {
      outboxPage(req, res, services).catch(next);
    });
  }

  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').send(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /files/\nDisallow: /factures/\nDisallow: /paiement/\nDisallow: /espace\n\nSitemap: ${config.PUBLIC_URL}/sitemap.xml\n`);
  });
  app.get('/sitemap.xml', (_req, res) => {
    const urls = PAGES.filter((name) => PAGE_META[name].indexable).map((name) => `  <url><loc>${config.PUBLIC_URL}${paths[name]}</loc></url>`);
    res.type('application/xml').send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
  });

  // Every other GET that wants HTML is a page, rendered on the server; unknown paths get the 404 page with status 404.
  const renderPage = createPageRenderer({ vite: options.vite, cache: options.pageCache });
  app.get('/{*path}', (req, res, next) => {
    if (!req.accepts('html')) return next();
    // One address per page: /TARIFS, //tarifs, /tarifs/ and /index.html move to the canonical form.
    const canonical = canonicalPath(req.path);
    if (canonical !== req.path) {
      const query = req.originalUrl.slice(req.originalUrl.indexOf('?') >= 0 ? req.originalUrl.indexOf('?') : req.originalUrl.length);
      return res.redirect(301, `${canonical}${query}`);
    }
    renderPage(req, res, contextFor(req, res)).catch(next);
  });

  app.use((_req, res) => res.status(404).json({ error: 'Introuvable.' }));
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    // Errors of the request itself (a body over its cap, a malformed % escape in the address…) are the client's: say so.
    // Only errors that describe the request (body-parser's http-errors, the router's undecodable %), not
    // an outside service's status carried by some other error.
    const status = (err as { status?: unknown }).status;
    const aboutRequest = (err as { expose?: unknown }).expose === true || err instanceof URIError;
    if (aboutRequest && typeof status === 'number' && status >= 400 && status < 500) {
      req.log.warn({ err: { message: (err as Error).message, type: (err as { type?: string }).type }, status }, 'bad request');
      if (!res.headersSent) res.status(status).json({ error: CLIENT_ERRORS[status] ?? CLIENT_ERRORS[400] });
      return;
    }
    if (isDatabaseOutage(err)) {
      req.log.error({ err }, 'database unavailable');
      if (!res.headersSent) res.status(503).setHeader('Retry-After', '5').json({ error: SERVICE_UNAVAILABLE });
      return;
    }
    req.log.error({ err }, 'unhandled error');
    if (!res.headersSent) res.status(500).json({ error: 'Une erreur inattendue est survenue. Réessayez dans un instant.' });
  });

  return app;
}

/** How long /healthz waits for the database and the queue before it answers « dégradé ». */
const READINESS_MS = 600;

/** `work`, or a rejection once `deadline` (epoch ms) passes; the work itself goes on and ends by its own timeouts. */
async function within<T>(work: Promise<T>, deadline: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('no answer within the readiness deadline')), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * An upload that declares more than MAX_UPLOAD_BYTES is refused before a byte of it is read, in the
 * shape a tRPC error has, with the code the client turns into French. Without a declared length
 * (chunked), uploads.ts refuses it as it streams.
 */
function refuseDeclaredOversize(req: Request, res: Response, next: NextFunction): void {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (!(declared > MAX_UPLOAD_BYTES)) return next();
  req.log.warn({ declared }, 'upload refused: declared size over the limit');
  res.status(413).json({ error: { message: 'upload refused: declared size over the limit', code: -32600, data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413, appCode: 'UPLOAD_TOO_LARGE' } } });
}

/**
 * A place among the uploads this process takes at once (server/files/upload-slots.ts), or « Patientez… »
 * (503, Retry-After) before a byte of the body is read: a phone told to wait has sent its headers and
 * what its socket already held, never 25 MB on paid data for nothing, and its client sends the file
 * again by itself (client/lib/upload.ts). The place is held until the answer is sent or the sender is gone.
 */
function admitOrAnswerBusy(req: Request, res: Response, next: NextFunction): void {
  const release = admitUpload();
  if (release) {
    res.once('close', release);
    // tRPC's own reader takes a body as fast as the network brings it, into memory, whatever the
    // procedure reads; handed the request itself (its documented req.body), it reads only as the
    // procedure does (uploads.ts, to a temporary file), and TCP holds the sender back meanwhile.
    (req as { body?: unknown }).body = req;
    return next();
  }
  req.log.warn({ inFlight: uploadLoad() }, 'upload refused: too many uploads in flight');
  res.locals.uploadBusy = true;
  res.setHeader('Retry-After', String(BUSY_RETRY_SECONDS));
  res.status(503).json({ error: { message: 'upload refused: too many uploads in flight', code: -32603, data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, appCode: 'UPLOAD_BUSY' } } });
}

const SMALL_BODY_BYTES = 64 * 1024;

/**
 * An upload answered before its whole body came (refused, or « Patientez… ») leaves the rest unread:
 * once the few kilobytes socket buffers hold are full, TCP stops the sender. Then the connection is
 * closed without losing the answer. Closing at once (what `Connection: close` makes Node do) resets
 * it while the sender still sends, and a client that reads only when its upload fails (Node's fetch
 * under load, some browsers) loses the answer with it. So our side ends (FIN), the sender has a
 * second to read the answer and hang up, then the connection is cut (a browser that waits for the
 * failure reads the answer then).
 */
function closeWhenBodyLeftUnread(req: Request, res: Response, next: NextFunction): void {
  // Reading nothing yet marks the body as ours to read or leave: Node would otherwise read and drop
  // all of it after an early answer, to keep the connection for another request.
  req.read(0);
  const socket = req.socket;
  res.once('finish', () => {
    if (req.complete) return;
    // A small body (a refused request's few kilobytes) is read and dropped: the connection stays for the next request.
    if (Number(req.headers['content-length']) <= SMALL_BODY_BYTES) return void req.resume();
    socket.end();
    const timer = setTimeout(() => socket.destroy(), 1000);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  });
  next();
}

/**
 * Kept-alive connections outlive a load balancer's idle timeout (60 s on AWS, Scaleway, nginx
 * upstreams): with Node's 5 s default the server closes a socket just as the balancer reuses it, which
 * the balancer reports as a 502 (seen as retried requests by the soak, tests/load/soak.ts). The header
 * timeout must stay above it, or Node would cut a slow but kept-alive request first.
 */
export function keepConnectionsForBalancers(server: import('node:http').Server): void {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

