import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { renderInvoicePdf, type InvoicePdfData } from '../../server/billing/invoice-pdf';
import { formatXof } from '../../shared/money';

const NNBSP = '\u202f';
/** What a reader sees: every kind of space as a plain one. */
const readable = (s: string) => s.replace(/[\u202f\u00a0\s]+/g, ' ');

function sample(overrides: Partial<InvoicePdfData> = {}): InvoicePdfData {
  return {
    number: 'ML-2026-000001',
    issuedAt: new Date('2026-11-21T10:15:00Z'),
    editor: {
      name: 'MiniaLab SARL',
      address: 'Immeuble Fahd, Plateau\nDakar, Sénégal',
      rccm: 'SN-DKR-2026-B-12345',
      ninea: '009876543 2V2',
      email: 'support@minialab.sn',
      brand: 'MiniaLab',
      website: 'minialab.sn',
    },
    customer: { name: 'Aïssatou Ndiaye', email: 'aissatou.ndiaye@example.com' },
    line: {
      label: 'Forfait Premium — 30 jours',
      detail: 'Période du 21 novembre 2026 au 21 décembre 2026',
      quantity: 1,
      ttcXof: 19680,
    },
    htXof: 16678,
    tvaXof: 3002,
    ttcXof: 19680,
    vatRatePercent: 18,
    payment: { method: 'Wave', provider: 'PayDunya', reference: 'test_5Xk9PqR2vTz8', paidAt: new Date('2026-11-21T10:14:02Z') },
    orderRef: 'CMD-1A2B3C4D',
    ...overrides,
  };
}

async function open(pdf: Buffer) {
  // pdf.js may transfer (detach) the buffer it is given: hand it a copy.
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(doc, { mergePages: true });
  const info = (await doc.getMetadata()).info as Record<string, unknown>;
  const page = await doc.getPage(1);
  return { doc, page, totalPages, text, info };
}

/** The glyphs pdf.js would paint, with the character each one stands for and the font's glyph (CID) used. */
async function paintedGlyphs(page: Awaited<ReturnType<typeof open>>['page']) {
  const { OPS } = await getResolvedPDFJS();
  const ops = await page.getOperatorList();
  const glyphs: { unicode: string; originalCharCode: number; width: number }[] = [];
  ops.fnArray.forEach((fn, i) => {
    if (fn !== OPS.showText) return;
    for (const g of (ops.argsArray[i] as unknown[][])[0] ?? []) if (g && typeof g === 'object') glyphs.push(g as (typeof glyphs)[number]);
  });
  return glyphs;
}

describe('renderInvoicePdf', () => {
  it('renders a one-page A4 French invoice with everything a customer checks', async () => {
    const data = sample();
    const pdf = await renderInvoicePdf(data);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { page, totalPages, text, info } = await open(pdf);
    expect(totalPages).toBe(1);
    const [, , w, h] = page.view;
    expect(w).toBeCloseTo(595.28, 1);
    expect(h).toBeCloseTo(841.89, 1);

    expect(info.Title).toBe('Facture ML-2026-000001');
    expect(info.Author).toBe('MiniaLab SARL');
    expect(info.Language).toBe('fr-FR');

    const t = readable(text);
    expect(t).toContain('Facture');
    expect(t).toContain('ML-2026-000001');
    expect(t).toContain('21 novembre 2026');
    // Editor block.
    expect(t).toContain('MiniaLab SARL');
    expect(t).toContain('Dakar, Sénégal');
    expect(t).toContain('RCCM : SN-DKR-2026-B-12345');
    expect(t).toContain('NINEA : 009876543 2V2');
    expect(t).toContain('support@minialab.sn');
    // Customer block, accents spelt right.
    expect(t).toContain('Facturé à');
    expect(t).toContain('Aïssatou Ndiaye');
    expect(t).toContain('aissatou.ndiaye@example.com');
    // Table.
    for (const head of ['Désignation', 'Qté', 'Prix unitaire TTC', 'Total TTC']) expect(t).toContain(head);
    expect(t).toContain('Forfait Premium — 30 jours');
    expect(t).toContain('Période du 21 novembre 2026 au 21 décembre 2026');
    // Totals, formatted by the project's formatXof.
    expect(t).toContain(`Total HT ${readable(formatXof(data.htXof))}`);
    expect(t).toContain(`TVA 18 % ${readable(formatXof(data.tvaXof))}`);
    expect(t).toContain(`Total TTC ${readable(formatXof(data.ttcXof))}`);
    expect(t).toContain('19 680 F CFA');
    // Payment and legal mention.
    expect(t).toContain('Payé le 21 novembre 2026 par Wave via PayDunya — référence test_5Xk9PqR2vTz8');
    expect(t).toContain('Prix en francs CFA (XOF), TVA de 18 % incluse. Facture acquittée.');
    // Footer.
    expect(t).toContain('MiniaLab · minialab.sn · Support : support@minialab.sn');
    // Typographic apostrophe, not a missing glyph.
    expect(t).toContain('Date d’émission');
  });

  it('draws the narrow no-break spaces of formatXof with a real glyph of the embedded font', async () => {
    const { page } = await open(await renderInvoicePdf(sample()));
    const glyphs = await paintedGlyphs(page);
    expect(formatXof(19680)).toContain(NNBSP);
    const narrow = glyphs.filter((g) => g.unicode === NNBSP);
    expect(narrow.length).toBeGreaterThan(0);
    for (const g of narrow) {
      expect(g.originalCharCode).not.toBe(0); // CID 0 is .notdef: the glyph would be missing
      expect(g.width).toBeGreaterThan(0);
    }
    // Nothing at all is drawn with .notdef.
    expect(glyphs.filter((g) => g.originalCharCode === 0)).toEqual([]);
    for (const ch of ['é', 'à', '’', '—', 'ï']) expect(glyphs.some((g) => g.unicode === ch && g.originalCharCode !== 0)).toBe(true);
  });

  it('shows the Master plan amounts: 45 920 F CFA = 38 915 HT + 7 005 TVA', async () => {
    const data = sample({
      number: 'ML-2026-000042',
      line: { label: 'Forfait Master — 30 jours', detail: null, quantity: 1, ttcXof: 45920 },
      htXof: 38915,
      tvaXof: 7005,
      ttcXof: 45920,
    });
    expect(data.htXof + data.tvaXof).toBe(data.ttcXof);
    const { text, info, totalPages } = await open(await renderInvoicePdf(data));
    expect(totalPages).toBe(1);
    expect(info.Title).toBe('Facture ML-2026-000042');
    const t = readable(text);
    expect(t).toContain('Forfait Master — 30 jours');
    expect(t).not.toContain('Période');
    expect(t).toContain(`Total HT ${readable(formatXof(38915))}`);
    expect(t).toContain('Total HT 38 915 F CFA');
    expect(t).toContain('TVA 18 % 7 005 F CFA');
    expect(t).toContain('Total TTC 45 920 F CFA');
    expect(t).toContain('1 45 920 F CFA 45 920 F CFA'); // quantity, unit price, line total
  });

  it('is deterministic: the same invoice renders to the same bytes', async () => {
    const a = await renderInvoicePdf(sample());
    const b = await renderInvoicePdf(sample());
    expect(b.equals(a)).toBe(true);
    // Another invoice rendered in between (shared font objects) changes nothing either.
    await renderInvoicePdf(sample({ customer: { name: 'Ñoël Ōkwuosa', email: 'x@example.com' } }));
    expect((await renderInvoicePdf(sample())).equals(a)).toBe(true);
  });

  it('names the payment method once, says a sandbox payment is a test, and quotes a short order reference', async () => {
    const sandbox = readable((await open(await renderInvoicePdf(sample({ payment: { method: 'Mode test', provider: 'Mode test', reference: 'sbx_AbC123', paidAt: new Date('2026-11-21T10:14:02Z'), test: true } })))).text);
    expect(sandbox).toContain('Paiement de test (sandbox) du 21 novembre 2026 : aucun argent réel n’a été débité — référence sbx_AbC123');
    expect(sandbox).not.toContain('par Mode test');
    expect(sandbox).not.toContain('Mode test via Mode test');

    const wave = readable((await open(await renderInvoicePdf(sample({ payment: { method: 'Wave', provider: 'Wave', reference: 'cos-18qq', paidAt: new Date('2026-11-21T10:14:02Z') } })))).text);
    expect(wave).toContain('Payé le 21 novembre 2026 par Wave — référence cos-18qq');
    expect(wave).not.toContain('Wave via Wave');

    expect(wave).toContain('Commande : CMD-1A2B3C4D');
    expect(wave).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}/i);
  });

  it('marks the development example identity of the editor, and only it', async () => {
    const example = readable((await open(await renderInvoicePdf(sample({ editor: { ...sample().editor, name: 'MiniaLab (exemple) — entreprise individuelle', example: true } })))).text);
    expect(example).toContain('EXEMPLE — identité de l’éditeur non configurée');
    expect(readable((await open(await renderInvoicePdf(sample()))).text)).not.toContain('EXEMPLE');
  });

  it('writes the issue date in Dakar time', async () => {
    // 23:30 UTC on 31 December is still 31 December in Dakar (UTC+0, no DST).
    const { text } = await open(await renderInvoicePdf(sample({ issuedAt: new Date('2026-12-31T23:30:00Z') })));
    expect(readable(text)).toContain('Date d’émission : 31 décembre 2026');
  });
});
