import { LABELS, branchText } from './labels';
import type { Pen, TextStyle } from './pen';
import type { InvoiceDocumentParty } from './types';

const MARGIN = 36;
const RIGHT = 595.28 - MARGIN;
const GREY = '#555555';
const RULE = '#999999';
const LEFT_WIDTH = 300;

/** The tax ID line of a party, with its branch when the document is a tax document and the party has one. */
export function partyTaxLine(party: InvoiceDocumentParty, lang: 'th' | 'en', withBranch: boolean): string {
  if (party.taxId === null || party.taxId === '') return '';
  const labels = LABELS[lang];
  return withBranch
    ? `${labels.taxId} ${party.taxId}  ${branchText(party.branchNo, lang)}`
    : `${labels.taxId} ${party.taxId}`;
}

export type PageHeader = {
  lang: 'th' | 'en';
  /** A tax document: the seller's branch is printed (and the buyer's when given). */
  taxInvoice: boolean;
  seller: InvoiceDocumentParty & { phone: string | null };
  buyer: InvoiceDocumentParty;
  /** The title in the document's language, then in the other one (the law wants the Thai words on both). */
  titles: [string, string];
  /** Red words under the titles (status, copy); empty for none. */
  marks: string;
  /** Label and value rows under the titles: number, dates, unit. */
  facts: readonly (readonly [string, string])[];
};

/**
 * The head of a customer document's page (invoice, credit note): the property's letterhead on the left, the
 * titles, marks and facts on the right, then the customer under a rule. Returns where the body starts.
 */
export function drawPageHeader(pen: Pen, h: PageHeader): number {
  const labels = LABELS[h.lang];
  pen.pdf.addPage();
  const small: TextStyle = { size: 9, color: GREY };
  let left = MARGIN;
  left += pen.paragraph(h.seller.name, MARGIN, left, LEFT_WIDTH, { bold: true, size: 14 });
  if (h.seller.address) left += pen.paragraph(h.seller.address, MARGIN, left, LEFT_WIDTH, small);
  const sellerTax = partyTaxLine(h.seller, h.lang, h.taxInvoice);
  if (sellerTax) left += pen.paragraph(sellerTax, MARGIN, left, LEFT_WIDTH, small);
  if (h.seller.phone)
    left += pen.paragraph(`${labels.phone} ${h.seller.phone}`, MARGIN, left, LEFT_WIDTH, small);

  const rightX = MARGIN + LEFT_WIDTH + 20;
  const rightWidth = RIGHT - rightX;
  let right = MARGIN;
  right += pen.paragraph(h.titles[0], rightX, right, rightWidth, { bold: true, size: 17, align: 'right' });
  right += pen.paragraph(h.titles[1], rightX, right, rightWidth, { size: 10, color: GREY, align: 'right' });
  if (h.marks)
    right += pen.paragraph(h.marks, rightX, right, rightWidth, {
      bold: true,
      size: 12,
      color: '#C62828',
      align: 'right',
    });
  right += 4;
  for (const [label, value] of h.facts) {
    pen.line(label, rightX, right, rightWidth, { size: 10, color: GREY });
    pen.line(value, rightX, right, rightWidth, { size: 10, bold: true, align: 'right' });
    right += pen.lineHeight();
  }

  let y = Math.max(left, right) + 8;
  pen.pdf.save().moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(RULE).stroke().restore();
  y += 6;
  pen.line(labels.customer, MARGIN, y, RIGHT - MARGIN, { size: 9, color: GREY });
  y += pen.lineHeight({ size: 9 });
  y += pen.paragraph(h.buyer.name, MARGIN, y, RIGHT - MARGIN, { bold: true, size: 11 });
  if (h.buyer.address) y += pen.paragraph(h.buyer.address, MARGIN, y, 360, { size: 9 });
  // A buyer's branch is printed only when given: individuals have none.
  const buyerTax = partyTaxLine(h.buyer, h.lang, h.taxInvoice && h.buyer.branchNo !== null);
  if (buyerTax) y += pen.paragraph(buyerTax, MARGIN, y, RIGHT - MARGIN, { size: 9 });
  return y + 8;
}

export type VoucherHead = {
  property: { name: string; address: string | null; taxId: string | null };
  taxIdLabel: string;
  title: string;
  /** "No. PV..." on the left and "Date ..." on the right, already in the document's words. */
  no: string;
  date: string;
};

/**
 * The head of an internal voucher's page (journal voucher, payment voucher): a new page, the property centred
 * with its address and tax ID, the title, then the number and the date. Returns where the body starts.
 */
export function drawVoucherHead(pen: Pen, h: VoucherHead): number {
  const width = RIGHT - MARGIN;
  pen.pdf.addPage();
  let y = MARGIN;
  pen.line(h.property.name, MARGIN, y, width, { bold: true, size: 14, align: 'center' });
  y += pen.lineHeight({ size: 14 });
  if (h.property.address)
    y += pen.paragraph(h.property.address, MARGIN, y, width, { size: 9, align: 'center' });
  if (h.property.taxId) {
    pen.line(`${h.taxIdLabel} ${h.property.taxId}`, MARGIN, y, width, { size: 9, align: 'center' });
    y += pen.lineHeight({ size: 9 });
  }
  y += 4;
  pen.line(h.title, MARGIN, y, width, { bold: true, size: 16, align: 'center' });
  y += pen.lineHeight({ size: 16 });
  pen.line(h.no, MARGIN, y, width / 2, { bold: true });
  pen.line(h.date, MARGIN + width / 2, y, width / 2, { bold: true, align: 'right' });
  return y + pen.lineHeight() + 4;
}
