import express, { type Request, type Response, type Router } from 'express';
import { BlockList, isIP } from 'node:net';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import type { Config } from '../config';
import type { AppServices } from '../ports';
import type { FileLink } from '../files/file-links';
import type { FileRoute } from '../files/file-routes';
import type { FindOwnedFile } from '../files/serve';
import { ensureInvoicePdf, invoiceFileName } from './invoices';
import { Invoice } from './invoice.entity';
import { handleNotification } from './notifications';
import { billingDeps } from './router';

/** A notification is small: anything bigger is refused (413) before it is read further. */
const BODY_CAP = '64kb';

/**
 * The per-source limit of the payment endpoint, counted in this process's memory: a flood must not
 * cost a database write per request. Gateways on PAYMENT_WEBHOOK_ALLOWLIST are never limited.
 */
function sourceLimit(config: Config): express.RequestHandler {
  const limiter = new RateLimiterMemory({ points: config.PAYMENT_WEBHOOK_PER_MINUTE, duration: 60 });
  const allowed = new BlockList();
  for (const entry of config.PAYMENT_WEBHOOK_ALLOWLIST.split(',').map((x) => x.trim()).filter(Boolean)) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) allowed.addAddress(address, type);
    else allowed.addSubnet(address, Number(bits), type);
  }
  const isAllowed = (ip: string) => {
    const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
    return allowed.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
  return (req, res, next) => {
    const ip = req.ip ?? 'unknown';
    if (isIP(ip) && isAllowed(ip)) return next();
    limiter.consume(ip).then(
      () => next(),
      (refusal: unknown) => {
        const wait = refusal instanceof RateLimiterRes ? Math.ceil(refusal.msBeforeNext / 1000) : 60;
        res.setHeader('Retry-After', String(Math.max(1, wait)));
        res.status(429).json({ error: 'Trop de notifications depuis cette adresse.' });
      },
    );
  };
}

/**
 * POST /api/paiements/notification/:provider — where gateways post their notifications. In order:
 * the provider must be ours, the source within its limit, the body under the cap (kept raw: signatures
 * are computed over the exact bytes); only then is it checked and acted on (handleNotification).
 */
export function notificationRoutes(services: AppServices): Router {
  const routes = express.Router();
  routes.post(
    '/:provider',
    (req, res, next) => {
      const provider = services.payments;
      if (req.params.provider !== provider.id || provider.id === 'none') {
        res.status(404).json({ error: 'Fournisseur de paiement inconnu.' });
        return;
      }
      next();
    },
    sourceLimit(services.config),
    express.raw({ type: () => true, limit: BODY_CAP }),
    async (req: Request, res: Response) => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(',') : v]));
      const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const result = await handleNotification(services.orm.em.fork(), billingDeps({ services, log: req.log }), { headers, rawBody, ip: req.ip ?? null });
      res.status(result.httpStatus).json(result.httpStatus === 200 ? { ok: true } : { error: result.outcome });
    },
  );
  return routes;
}

const InvoiceParams = z.object({ id: z.uuid() });

export const isInvoiceAddress = (req: Request) => InvoiceParams.safeParse(req.params).success;

/** GET /factures/:id — an invoice PDF, to its owner only (served by server/files/serve.ts). */
export const findInvoiceFile: FindOwnedFile = async (req, ctx, userId) => {
  const { id } = InvoiceParams.parse(req.params);
  const invoice = await ctx.em.findOne(Invoice, { id, user: userId });
  if (!invoice) return null;
  // Normally made by the invoice job already; made here if the payer is quicker than the job.
  const ready = await ensureInvoicePdf(ctx.em, ctx.services.storage, invoice.id);
  return { key: ready.pdfKey, type: 'application/pdf', downloadName: invoiceFileName(invoice), cache: 'revalidate' };
};

/** The invoice's private address (server/private-files.ts gathers every domain's). */
export const INVOICE_FILE_ROUTE: FileRoute<'invoice'> = { path: '/factures/:id', what: 'an invoice PDF', owns: 'invoice', find: findInvoiceFile, validAddress: isInvoiceAddress, urls: (id) => [`/factures/${id}`] };

/** `/factures/:id` through a signed link: the PDF is made here if the invoice job has not made it yet. */
export const INVOICE_FILE_LINK = { find: findInvoiceFile, address: (id) => ({ params: { id }, query: {} }), disposition: 'attachment' } as const satisfies FileLink;
