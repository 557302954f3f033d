import { formatFileSize } from "../../../shared/file-size.js";
import { formatMoney, parseCents } from "../../../shared/money.js";
import {
  countOf,
  OFFER_TERM_LABELS,
  priceSuffix,
  productLine,
  quoteLine,
} from "../../../shared/offer.js";
import type { Order } from "../../../shared/contracts/orders.js";
import { orderStatusLabel } from "../../../shared/status-labels.js";
import { STORE_BRAND, type StoreIdentity } from "../../../shared/store-identity.js";
import { escapeHtml } from "../../lib/escape-html.js";

const escape = escapeHtml;

const money = (decimal: string) => escape(formatMoney(parseCents(decimal)));

/** A printable receipt page: accountants expense their software. Self-contained, no scripts. */
export function renderReceipt(
  order: Order,
  buyer: { name: string; email: string | null },
  invoice: {
    seller: StoreIdentity;
    billing?: { name: string; firm: string; address: string; ein: string } | null;
    card?: { brand: string | null; last4: string | null } | null;
  },
): string {
  const { seller, billing, card } = invoice;
  const billedTo = billing
    ? [
        billing.name,
        billing.firm,
        ...billing.address.split("\n"),
        billing.ein ? `EIN ${billing.ein}` : "",
      ]
        .filter(Boolean)
        .map(escape)
        .join("<br>")
    : `${escape(buyer.name)}${buyer.email ? ` &lt;${escape(buyer.email)}&gt;` : ""}`;
  const date = new Date(order.createdAt).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  const longDate = (iso: string) =>
    new Date(iso).toLocaleDateString("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
  const rows = order.items
    .map((item) => {
      const line = quoteLine(
        productLine({ price: item.unitPrice, offer: item.offer }, item.quantity),
        new Date(order.createdAt),
      );
      const term = `${OFFER_TERM_LABELS[item.offer.term]}${item.validUntil ? `, valid until ${longDate(item.validUntil)}` : ""}`;
      return `<tr><td>${escape(item.name)} <small class="muted">(${escape(term)})</small></td>
<td class="n">${escape(countOf(item.offer.unit, item.quantity))}</td><td class="n">${money(item.unitPrice)}<br><small class="muted">${escape(priceSuffix(item.offer))}</small></td>
<td class="n">${escape(formatMoney(line.lineCents))}</td></tr>${
        item.licenceKeys.length
          ? `<tr><td colspan="4" class="muted">Licence keys: ${item.licenceKeys.map((k) => `<code>${escape(k)}</code>`).join(", ")}</td></tr>`
          : ""
      }${
        item.file
          ? `<tr><td colspan="4" class="muted">Download: ${escape(item.file.name)} (${escape(formatFileSize(item.file.size))}), SHA-256 <code>${escape(item.file.sha256)}</code></td></tr>`
          : ""
      }`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Invoice ${order.invoiceNumber ?? ""} for order #${order.id} — ${STORE_BRAND}</title>
<style>
body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0f172a;max-width:760px;margin:40px auto;padding:0 20px}
h1{font-size:24px;margin:0}.brand{color:#13315c;font-weight:700;font-size:18px}.muted{color:#556274}
header{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #13315c;padding-bottom:16px;margin-bottom:24px}
table{width:100%;border-collapse:collapse;margin:24px 0}th,td{text-align:left;padding:8px;border-bottom:1px solid #dde3ea}
.n{text-align:right;white-space:nowrap}tfoot td{border:0}tfoot tr.total td{font-weight:700;font-size:17px;border-top:2px solid #0f172a}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}dt{color:#556274}dd{margin:0;min-width:0;overflow-wrap:anywhere}
td code{overflow-wrap:anywhere}
@media screen and (max-width:480px){body{margin:24px auto;padding:0 16px;font-size:14px}th,td{padding:8px 4px}th.n{white-space:normal}tfoot tr.total td{font-size:16px}}
@page{margin:16mm}
@media print{body{margin:0;max-width:none}.noprint{display:none}tr,dl{break-inside:avoid}header{-webkit-print-color-adjust:exact;print-color-adjust:exact}}
</style></head>
<body>
<header><div><div class="brand">${escape(seller.legalName)}</div><div class="muted">${escape(seller.address)}<br>${escape(seller.taxId)} · ${escape(seller.supportEmail)} · ${escape(seller.supportPhone)}</div></div>
<div style="text-align:right"><h1>${order.invoiceNumber ? "Invoice" : "Receipt"}</h1><div class="muted">${order.invoiceNumber ? `Invoice ${order.invoiceNumber} · ` : ""}Order #${order.id}</div></div></header>
<dl>${order.invoiceNumber ? `<dt>Invoice number</dt><dd>${order.invoiceNumber}</dd>` : ""}<dt>Order number</dt><dd>#${order.id}</dd><dt>Date</dt><dd>${escape(date)}</dd>
<dt>Billed to</dt><dd>${billedTo}</dd>
${card?.last4 ? `<dt>Payment method</dt><dd>${escape(card.brand ?? "Card")} ending in ${escape(card.last4)}</dd>` : ""}
<dt>Status</dt><dd>${escape(orderStatusLabel(order))}</dd></dl>
<table><thead><tr><th>Item</th><th class="n">Qty</th><th class="n">Unit price</th><th class="n">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><td colspan="3" class="n">Subtotal</td><td class="n">${money(order.subtotal)}</td></tr>
<tr><td colspan="3" class="n">Tax (8%)</td><td class="n">${money(order.tax)}</td></tr>
<tr class="total"><td colspan="3" class="n">Total paid</td><td class="n">${money(order.totalAmount)}</td></tr></tfoot></table>
<p class="muted">Amounts in US dollars. Keep this receipt for your records.</p>
<p class="noprint muted">Use your browser's Print command to save it as a PDF.</p>
</body></html>`;
}
