import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { formatXof } from '../../shared/money';
import { formatDay } from '../../shared/format';

/**
 * Renders a paid (« acquittée ») French invoice as an A4 PDF.
 *
 * Pure: no I/O besides reading the bundled Inter font once per process. The output is
 * byte-for-byte deterministic for the same data (CreationDate = issuedAt, file id derived
 * from the metadata, deterministic font subset tags), so a stored invoice can be re-rendered.
 *
 * The standard PDF fonts (WinAnsi) cannot draw the narrow no-break spaces U+202F used by
 * `formatXof`, so we embed Inter (SIL OFL 1.1, see licenses/Inter-OFL.txt), subsetted by pdfkit.
 */

export interface InvoicePdfData {
  /** e.g. 'ML-2026-000001' */
  number: string;
  /** Shown as « 21 novembre 2026 », Africa/Dakar time. */
  issuedAt: Date;
  /** `example`: the development placeholder identity, printed with a visible « exemple » marker. */
  editor: { name: string; address: string; rccm: string; ninea: string; email: string; brand: string; website: string; example?: boolean };
  customer: { name: string; email: string };
  /** e.g. « Forfait Premium — 30 jours », detail « Période du 21 novembre 2026 au 21 décembre 2026 ». */
  line: { label: string; detail: string | null; quantity: 1; ttcXof: number };
  htXof: number;
  tvaXof: number;
  ttcXof: number;
  vatRatePercent: 18;
  /**
   * e.g. method « Wave », provider « PayDunya », reference = the provider's token. `test`: paid on the
   * sandbox gateway, where no money moves.
   */
  payment: { method: string; provider: string; reference: string; paidAt: Date; test?: boolean };
  /** The short order reference the customer can quote (« CMD-1A2B3C4D »), never the raw id. */
  orderRef: string;
}

/** The « Règlement » sentence: the payment method once, and a test payment said to be one. */
export function paymentSentence(payment: InvoicePdfData['payment']): string {
  const date = formatInvoiceDate(payment.paidAt);
  if (payment.test) return `Paiement de test (sandbox) du ${date}\u00a0: aucun argent réel n’a été débité — référence ${payment.reference}`;
  const method = payment.method.trim();
  const by = !method || method === payment.provider ? payment.provider : `${method} via ${payment.provider}`;
  return `Payé le ${date} par ${by} — référence ${payment.reference}`;
}

const NNBSP = '\u202f';
const ACCENT = '#ff5a1f';
const INK = '#1a1a1a';
const MUTED = '#6b6b6b';
const RULE = '#e3e3e3';
const HEADER_FILL = '#f6f6f6';

const REGULAR = 'Inter';
const SEMIBOLD = 'Inter-SemiBold';
const BOLD = 'Inter-Bold';

type ParsedFont = fontkit.Font;
let fonts: { regular: ParsedFont; semibold: ParsedFont; bold: ParsedFont } | undefined;

/**
 * Parses the three Inter weights once per process. Parsing the OpenType tables dominates the
 * render time (~100 ms), so the fontkit objects are shared by every document: pdfkit accepts a
 * fontkit font in place of a file and keeps its subset per document, and a render uses them
 * synchronously (up to `doc.end()`), so concurrent renders cannot interleave on them.
 */
function loadFonts(): NonNullable<typeof fonts> {
  if (fonts) return fonts;
  // Resolve through the package (not relative to this file) so it works from source and from dist/server.
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve('@expo-google-fonts/inter/package.json'));
  const open = (file: string): ParsedFont => {
    const font = fontkit.create(readFileSync(join(dir, file)));
    if (!('layout' in font)) throw new Error(`invoice pdf: ${file} is a font collection`);
    return font;
  };
  fonts = {
    regular: open('400Regular/Inter_400Regular.ttf'),
    semibold: open('600SemiBold/Inter_600SemiBold.ttf'),
    bold: open('700Bold/Inter_700Bold.ttf'),
  };
  return fonts;
}

/** pdfkit takes a parsed fontkit font (PDFFontFactory.open) although @types/pdfkit only lists files and buffers. */
const asFontSource = (font: ParsedFont): PDFKit.Mixins.PDFFontSource => font as unknown as PDFKit.Mixins.PDFFontSource;

/** « 21 novembre 2026 », in Dakar time. */
export function formatInvoiceDate(date: Date): string {
  return formatDay(date);
}

export async function renderInvoicePdf(data: InvoicePdfData): Promise<Buffer> {
  const font = loadFonts();
  const vat = `${data.vatRatePercent}${NNBSP}%`;

  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    pdfVersion: '1.7',
    lang: 'fr-FR',
    displayTitle: true,
    compress: true,
    bufferPages: false,
    info: {
      Title: `Facture ${data.number}`,
      Author: data.editor.name,
      Subject: `Facture ${data.number} — ${data.editor.brand}`,
      Creator: data.editor.brand,
      Producer: data.editor.brand,
      CreationDate: data.issuedAt,
    },
  });

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont(REGULAR, asFontSource(font.regular));
  doc.registerFont(SEMIBOLD, asFontSource(font.semibold));
  doc.registerFont(BOLD, asFontSource(font.bold));

  const pageW = doc.page.width;
  const pageH = doc.page.height;
  const left = doc.page.margins.left;
  const right = pageW - doc.page.margins.right;
  const width = right - left;

  // ── Header: brand on the left, « Facture » + number + date on the right ─────────────────────────
  const top = doc.page.margins.top;
  doc.font(BOLD).fontSize(22).fillColor(ACCENT).text(data.editor.brand, left, top, { width: width / 2, lineBreak: false });
  doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(data.editor.website, left, top + 30, { width: width / 2 });

  doc.font(BOLD).fontSize(24).fillColor(INK).text('Facture', left + width / 2, top - 2, { width: width / 2, align: 'right' });
  doc.font(SEMIBOLD).fontSize(11).fillColor(INK).text(`N° ${data.number}`, left + width / 2, top + 28, {
    width: width / 2,
    align: 'right',
  });
  doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(`Date d’émission\u00a0: ${formatInvoiceDate(data.issuedAt)}`, left + width / 2, top + 45, {
    width: width / 2,
    align: 'right',
  });

  const ruleY = top + 66;
  doc.save().moveTo(left, ruleY).lineTo(right, ruleY).lineWidth(2).strokeColor(ACCENT).stroke().restore();

  // ── Parties: editor (Émetteur) and customer (Facturé à) ────────────────────────────────────────
  const partiesY = ruleY + 22;
  const colGap = 24;
  const colW = (width - colGap) / 2;
  const block = (x: number, title: string, name: string, lines: string[]): number => {
    doc.font(SEMIBOLD).fontSize(9).fillColor(ACCENT).text(title, x, partiesY, { width: colW });
    doc.moveDown(0.35);
    doc.font(SEMIBOLD).fontSize(11).fillColor(INK).text(name, x, doc.y, { width: colW });
    doc.moveDown(0.15);
    doc.font(REGULAR).fontSize(9).fillColor(INK);
    for (const l of lines) doc.text(l, x, doc.y, { width: colW, lineGap: 1.5 });
    return doc.y;
  };
  const addressLines = data.editor.address
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const editorBottom = block(left, 'Émetteur', data.editor.name, [
    ...(data.editor.example ? ['EXEMPLE — identité de l’éditeur non configurée'] : []),
    ...addressLines,
    `RCCM\u00a0: ${data.editor.rccm}`,
    `NINEA\u00a0: ${data.editor.ninea}`,
    data.editor.email,
  ]);
  const customerBottom = block(left + colW + colGap, 'Facturé à', data.customer.name, [
    data.customer.email,
    `Commande\u00a0: ${data.orderRef}`,
  ]);

  // ── Line table ─────────────────────────────────────────────────────────────────────────────────
  const qtyW = 40;
  const unitW = 110;
  const totalW = 100;
  const pad = 8;
  const descW = width - qtyW - unitW - totalW;
  const cols = {
    desc: { x: left, w: descW },
    qty: { x: left + descW, w: qtyW },
    unit: { x: left + descW + qtyW, w: unitW },
    total: { x: left + descW + qtyW + unitW, w: totalW },
  };

  let y = Math.max(editorBottom, customerBottom) + 32;
  const headH = 24;
  doc.save().rect(left, y, width, headH).fill(HEADER_FILL).restore();
  doc.font(SEMIBOLD).fontSize(8.5).fillColor(MUTED);
  const headY = y + 8;
  doc.text('Désignation', cols.desc.x + pad, headY, { width: cols.desc.w - 2 * pad, lineBreak: false });
  doc.text('Qté', cols.qty.x, headY, { width: cols.qty.w, align: 'center', lineBreak: false });
  doc.text('Prix unitaire TTC', cols.unit.x, headY, { width: cols.unit.w - pad, align: 'right', lineBreak: false });
  doc.text('Total TTC', cols.total.x, headY, { width: cols.total.w - pad, align: 'right', lineBreak: false });
  y += headH;

  const rowTop = y + 12;
  doc.font(SEMIBOLD).fontSize(10).fillColor(INK).text(data.line.label, cols.desc.x + pad, rowTop, { width: cols.desc.w - 2 * pad });
  if (data.line.detail) {
    doc.moveDown(0.2);
    doc.font(REGULAR).fontSize(8.5).fillColor(MUTED).text(data.line.detail, cols.desc.x + pad, doc.y, { width: cols.desc.w - 2 * pad });
  }
  const descBottom = doc.y;
  doc.font(REGULAR).fontSize(10).fillColor(INK);
  doc.text(String(data.line.quantity), cols.qty.x, rowTop, { width: cols.qty.w, align: 'center' });
  doc.text(formatXof(data.line.ttcXof), cols.unit.x, rowTop, { width: cols.unit.w - pad, align: 'right' });
  doc.text(formatXof(data.line.ttcXof * data.line.quantity), cols.total.x, rowTop, { width: cols.total.w - pad, align: 'right' });
  y = Math.max(descBottom, doc.y) + 12;
  doc.save().moveTo(left, y).lineTo(right, y).lineWidth(0.75).strokeColor(RULE).stroke().restore();

  // ── Totals ─────────────────────────────────────────────────────────────────────────────────────
  const totalsW = 230;
  const totalsX = right - totalsW;
  const labelW = 120;
  y += 14;
  const totalRow = (label: string, amount: number, strong = false): void => {
    doc.font(strong ? BOLD : REGULAR).fontSize(strong ? 11.5 : 10).fillColor(INK);
    doc.text(label, totalsX, y, { width: labelW, lineBreak: false });
    doc.text(formatXof(amount), totalsX + labelW, y, { width: totalsW - labelW - pad, align: 'right', lineBreak: false });
    y += strong ? 20 : 18;
  };
  totalRow('Total HT', data.htXof);
  totalRow(`TVA ${vat}`, data.tvaXof);
  y += 4;
  doc.save().moveTo(totalsX, y).lineTo(right, y).lineWidth(1).strokeColor(INK).stroke().restore();
  y += 8;
  totalRow('Total TTC', data.ttcXof, true);

  // ── Payment ────────────────────────────────────────────────────────────────────────────────────
  y += 22;
  const paidText = paymentSentence(data.payment);
  doc.font(REGULAR).fontSize(9.5);
  const paidH = doc.heightOfString(paidText, { width: width - 28, lineGap: 1.5 });
  const boxH = paidH + 35;
  doc.save().rect(left, y, width, boxH).fill('#fff4ef').restore();
  doc.save().rect(left, y, 3, boxH).fill(ACCENT).restore();
  doc.font(SEMIBOLD).fontSize(9).fillColor(ACCENT).text('Règlement', left + 14, y + 10, { width: width - 28 });
  doc.font(REGULAR).fontSize(9.5).fillColor(INK).text(paidText, left + 14, y + 25, { width: width - 28, lineGap: 1.5 });
  y += boxH + 18;

  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Prix en francs CFA (XOF), TVA de ${vat} incluse. Facture acquittée.`, left, y, { width });

  // ── Footer (drawn inside the bottom margin without triggering a page break) ───────────────────
  const footerY = pageH - 44;
  doc.save().moveTo(left, footerY - 10).lineTo(right, footerY - 10).lineWidth(0.5).strokeColor(RULE).stroke().restore();
  const savedBottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc
    .font(REGULAR)
    .fontSize(8)
    .fillColor(MUTED)
    .text(`${data.editor.brand} · ${data.editor.website} · Support\u00a0: ${data.editor.email}`, left, footerY, {
      width,
      align: 'center',
      lineBreak: false,
    });
  doc.page.margins.bottom = savedBottom;

  doc.end();
  return done;
}
