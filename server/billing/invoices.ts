import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { formatXof, xof } from '../../shared/money';
import { splitVat } from '../../shared/plans';
import { orderReference } from '../../shared/schemas/billing';
import type { Config } from '../config';
import type { JobQueue } from '../jobs/queue';
import { queueMail } from '../mail/service';
import { siteInfo } from '../site/service';
import { invoiceFile } from '../files/keys';
import type { Storage } from '../files/storage';
import type { IUser } from '../db/user.entity';
import { renderInvoicePdf } from './invoice-pdf';
import { Invoice, type IInvoice } from './invoice.entity';
import type { IOrder } from './order.entity';
import { dakarYear } from '../../shared/format';

/** Invoices are kept 10 years (DECISIONS.md « Payments », CGV). */
const RETENTION_YEARS = 10;

/** Invoice years follow the editor's calendar: Dakar is on UTC all year. */
function invoiceYear(date: Date): number {
  return dakarYear(date);
}

/**
 * Takes the next number of the year. The counter row stays locked until the payment's transaction
 * ends, so concurrent payments queue here, and a rolled-back payment gives its number back: no gap,
 * no duplicate.
 */
async function nextInvoiceNumber(em: EntityManager, year: number): Promise<{ sequence: number; number: string }> {
  const [row] = await em.execute<Array<{ last: number }>>(
    `insert into invoice_counters (year, last) values (?, 1)
     on conflict (year) do update set last = invoice_counters.last + 1
     returning last`,
    [year],
  );
  const sequence = Number(row!.last);
  return { sequence, number: `ML-${year}-${String(sequence).padStart(6, '0')}` };
}

export function editorIdentity(config: Config) {
  return {
    name: config.EDITOR_NAME,
    address: config.EDITOR_ADDRESS,
    rccm: config.EDITOR_RCCM,
    ninea: config.EDITOR_NINEA,
    email: config.SUPPORT_EMAIL,
    brand: config.BRAND_NAME,
    website: config.PUBLIC_URL,
    example: config.editorIsExample,
  };
}

/** Issues the invoice of a paid order, in the payment's transaction, and queues its PDF and e-mail. */
export async function issueInvoice(
  em: EntityManager,
  args: { order: IOrder; user: IUser; label: string; detail: string | null; providerLabel: string; config: Config; queue: JobQueue; now: Date },
): Promise<IInvoice> {
  const { order, now } = args;
  const year = invoiceYear(now);
  const { sequence, number } = await nextInvoiceNumber(em, year);
  const { ht, tva } = splitVat(xof(order.amountXof));
  const retainUntil = new Date(now);
  retainUntil.setUTCFullYear(retainUntil.getUTCFullYear() + RETENTION_YEARS);
  const invoice = em.create(Invoice, {
    order,
    user: args.user,
    number,
    year,
    sequence,
    issuedAt: now,
    customerName: args.user.name,
    customerEmail: args.user.email,
    label: args.label,
    detail: args.detail,
    htXof: ht,
    tvaXof: tva,
    ttcXof: order.amountXof,
    paymentMethod: order.paymentMethod ?? args.providerLabel,
    providerLabel: args.providerLabel,
    providerRef: order.providerRef ?? order.id,
    editor: editorIdentity(args.config),
    retainUntil,
  });
  await em.flush();
  await args.queue.enqueue(em, 'billing.invoice', { invoiceId: invoice.id });
  return invoice;
}

export function invoiceFileName(invoice: Pick<IInvoice, 'number'>): string {
  return `facture-${invoice.number}.pdf`;
}

/** Renders the PDF from the frozen invoice values and stores it once. Idempotent. */
export async function ensureInvoicePdf(em: EntityManager, storage: Storage, invoiceId: string): Promise<IInvoice> {
  const invoice = await em.findOneOrFail(Invoice, invoiceId, { populate: ['order'] });
  if (invoice.pdfKey && (await storage.open(invoice.pdfKey))) return invoice;
  const pdf = await renderInvoicePdf({
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    editor: invoice.editor,
    customer: { name: invoice.customerName, email: invoice.customerEmail },
    line: { label: invoice.label, detail: invoice.detail ?? null, quantity: 1, ttcXof: invoice.ttcXof },
    htXof: invoice.htXof,
    tvaXof: invoice.tvaXof,
    ttcXof: invoice.ttcXof,
    vatRatePercent: 18,
    payment: {
      method: invoice.paymentMethod,
      provider: invoice.providerLabel,
      reference: invoice.providerRef,
      paidAt: invoice.order.paidAt ?? invoice.issuedAt,
      test: invoice.order.provider === 'sandbox',
    },
    orderRef: orderReference(invoice.order.id),
  });
  const key = invoiceFile(invoice.year, invoice.number);
  await storage.put(key, pdf);
  invoice.pdfKey = key;
  await em.flush();
  return invoice;
}

/**
 * The `billing.invoice` job: makes the PDF, then sends the confirmation e-mail with it attached,
 * once (the invoice row is locked while the mail is queued).
 */
export async function deliverInvoice(em: EntityManager, deps: { storage: Storage; queue: JobQueue; config: Config }, invoiceId: string): Promise<void> {
  await ensureInvoicePdf(em.fork(), deps.storage, invoiceId);
  await em.transactional(async (tx) => {
    const invoice = await tx.findOneOrFail(Invoice, invoiceId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, populate: ['order'] });
    if (invoice.mailedAt || !invoice.pdfKey) return;
    const site = siteInfo(deps.config);
    await queueMail(tx, {
      queue: deps.queue,
      brand: site,
      to: invoice.customerEmail,
      template: {
        kind: 'payment-confirmed',
        name: invoice.customerName,
        label: invoice.label,
        amount: formatXof(xof(invoice.ttcXof)),
        invoiceNumber: invoice.number,
        detail: invoice.detail ?? null,
        credits: invoice.order.creditsGranted ?? 0,
        accountLink: `${site.publicUrl}/espace#factures`,
      },
      attachments: [{ filename: invoiceFileName(invoice), contentType: 'application/pdf', storageKey: invoice.pdfKey }],
    });
    invoice.mailedAt = new Date();
  });
}
