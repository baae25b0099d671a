import { pipeline } from 'node:stream/promises';
import express, { type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import type { AppServices } from '../services';
import type { Context } from '../trpc';
import { ensureInvoicePdf, invoiceFileName } from './invoices';
import { Invoice } from './invoice.entity';
import { handleNotification } from './notifications';
import { billingDeps } from './router';

/**
 * POST /api/paiements/notification/:provider — where gateways post their notifications. The body is
 * kept raw (signatures are computed over the exact bytes) and capped: a notification is small.
 */
export function notificationRoutes(services: AppServices): Router {
  const routes = express.Router();
  routes.post('/:provider', express.raw({ type: () => true, limit: '64kb' }), async (req: Request, res: Response) => {
    const provider = services.payments;
    if (req.params.provider !== provider.id || provider.id === 'none') {
      res.status(404).json({ error: 'Fournisseur de paiement inconnu.' });
      return;
    }
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(',') : v]));
    const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const result = await handleNotification(services.orm.em.fork(), billingDeps({ services, log: req.log }), { headers, rawBody, ip: req.ip ?? null });
    res.status(result.httpStatus).json(result.httpStatus === 200 ? { ok: true } : { error: result.outcome });
  });
  return routes;
}

const InvoiceParams = z.object({ id: z.uuid() });

/** GET /factures/:id — an invoice PDF, to its owner only; anyone else gets the same 404. */
export async function serveInvoice(req: Request, res: Response, ctx: Context): Promise<void> {
  const params = InvoiceParams.safeParse(req.params);
  const auth = await ctx.getAuth();
  if (!auth) {
    res.status(401).json({ error: 'Connectez-vous pour télécharger vos factures.' });
    return;
  }
  const invoice = params.success ? await ctx.em.findOne(Invoice, { id: params.data.id, user: auth.userId }) : null;
  if (!invoice) {
    res.status(404).json({ error: 'Facture introuvable.' });
    return;
  }
  // Normally made by the invoice job already; made here if the payer is quicker than the job.
  const ready = await ensureInvoicePdf(ctx.em, ctx.services.storage, invoice.id);
  const file = await ctx.services.storage.open(ready.pdfKey!);
  if (!file) {
    res.status(404).json({ error: 'Facture introuvable.' });
    return;
  }
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('Cache-Control', 'private, no-cache');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.attachment(invoiceFileName(invoice));
  await pipeline(file.stream, res).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ERR_STREAM_PREMATURE_CLOSE') req.log.warn({ err }, 'invoice stream failed');
  });
}
