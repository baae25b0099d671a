import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../db/base';
import { User } from '../db/user.entity';
import { Order } from './order.entity';

/**
 * The invoice of a paid order: numbered ML-<year>-<6 digits> without gaps (InvoiceCounter), every
 * printed value frozen here so the PDF can be re-made identically, kept 10 years even after the
 * account is closed (the user link is then cleared).
 */
export const Invoice = defineEntity({
  name: 'Invoice',
  tableName: 'invoices',
  uniques: [{ properties: ['year', 'sequence'] }],
  properties: {
    ...baseProperties,
    order: () => p.oneToOne(Order).owner().unique().deleteRule('restrict'),
    user: () => p.manyToOne(User).nullable().index().deleteRule('set null'),
    number: p.string().length(20).unique(),
    year: p.integer(),
    sequence: p.integer(),
    issuedAt: p.datetime(),
    customerName: p.string().length(80),
    customerEmail: p.string().length(254),
    label: p.string().length(120),
    detail: p.string().length(200).nullable(),
    htXof: p.integer(),
    tvaXof: p.integer(),
    ttcXof: p.integer(),
    paymentMethod: p.string().length(60),
    providerLabel: p.string().length(40),
    providerRef: p.string().length(160),
    /** The editor's identity as printed (it may change later; the invoice does not). */
    editor: p.json<{ name: string; address: string; rccm: string; ninea: string; email: string; brand: string; website: string; example?: boolean }>(),
    pdfKey: p.string().length(200).nullable().index(),
    /** Sent with the confirmation e-mail (once). */
    mailedAt: p.datetime().nullable(),
    retainUntil: p.datetime(),
  },
});
export type IInvoice = InferEntity<typeof Invoice>;

/** The last number used per year. Taken with a row lock inside the payment's transaction: no gap, no duplicate. */
export const InvoiceCounter = defineEntity({
  name: 'InvoiceCounter',
  tableName: 'invoice_counters',
  properties: {
    year: p.integer().primary(),
    last: p.integer(),
  },
});
