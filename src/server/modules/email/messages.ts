import { escapeHtml } from "../../lib/escape-html.js";
import {
  DEMO_STORE_IDENTITY,
  STORE_BRAND,
  type StoreIdentity,
} from "../../../shared/store-identity.js";

/**
 * Who signs every message: the configured identity (decision 0260), set once by the mailer when
 * the app is built, so every module that composes a message signs it the same way.
 */
let signer: StoreIdentity = DEMO_STORE_IDENTITY;
export function signMessagesAs(store: StoreIdentity): void {
  signer = store;
}

/** The lines under every message: who sent it, where they are, and how to reach a person. */
export function signatureLines(store: StoreIdentity = signer): string[] {
  return [
    `— ${STORE_BRAND}`,
    `${store.legalName} · ${store.address}`,
    `Questions? Write to ${store.supportEmail} or call ${store.supportPhone} (${store.supportHours.join(", ")}).`,
  ];
}

/** One message's parts: a plain-text body and an HTML body saying the same thing. */
/** "December 7, 2026": dates in messages read the same for everyone (UTC). */
export function longDate(date: Date): string {
  return date.toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

export interface MessageParts {
  subject: string;
  text: string;
  html: string;
}

/** A block of a message: a paragraph, a list of label/value rows, or a link button. */
export type Block =
  | { p: string }
  | { rows: Array<[string, string]> }
  | { link: string; label: string }
  | { code: string; label: string };

/** Builds the text and HTML parts from the same blocks, so the two never disagree. */
export function composeMessage(subject: string, greeting: string, blocks: Block[]): MessageParts {
  const text = [greeting, ""];
  const html = [`<p>${escapeHtml(greeting)}</p>`];
  for (const block of blocks) {
    if ("p" in block) {
      text.push(block.p, "");
      html.push(`<p>${escapeHtml(block.p)}</p>`);
    } else if ("rows" in block) {
      text.push(...block.rows.map(([k, v]) => `${k}: ${v}`), "");
      html.push(
        `<table cellpadding="4" style="border-collapse:collapse">${block.rows
          .map(
            ([k, v]) =>
              `<tr><td style="color:#556274">${escapeHtml(k)}</td><td>${escapeHtml(v)}</td></tr>`,
          )
          .join("")}</table>`,
      );
    } else if ("link" in block) {
      text.push(`${block.label}: ${block.link}`, "");
      html.push(
        `<p><a href="${escapeHtml(block.link)}" style="color:#13315c;font-weight:600">${escapeHtml(block.label)}</a></p>`,
      );
    } else {
      text.push(`${block.label}: ${block.code}`, "");
      html.push(
        `<p>${escapeHtml(block.label)}: <code style="font-size:15px;background:#f1f5f9;padding:2px 6px;word-break:break-all">${escapeHtml(block.code)}</code></p>`,
      );
    }
  }
  const signature = signatureLines();
  text.push(...signature);
  html.push(
    `<p style="color:#556274">${signature.map((line) => escapeHtml(line)).join("<br>")}</p>`,
  );
  return {
    subject,
    text: text.join("\n"),
    html: `<!doctype html><html><body style="font:15px/1.5 Arial,sans-serif;color:#0f172a;max-width:640px">${html.join("\n")}</body></html>`,
  };
}
