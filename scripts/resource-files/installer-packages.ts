/**
 * The package a licence-key product delivers until an admin uploads the vendor's own installer
 * (decision 0195): a zip with README.txt (what was bought, how to activate it, how to check the
 * download), LICENCE.txt (the licence terms, from the product's unit and term) and SHA256SUMS.txt
 * (the two files' checksums, in `sha256sum -c` form). Written from the catalogue's fact sheets.
 */
import { createHash } from "node:crypto";
import type { SeedProduct } from "../../src/server/db/seed/catalogue.js";
import {
  DEPLOYMENT_LABELS,
  SUPPORT_CHANNEL_LABELS,
  SUPPORT_HOURS_LABELS,
} from "../../src/shared/product-facts.js";
import { reproducibleZip } from "./zip.js";

const WIDTH = 76;

/** Words wrapped to the width, every line after the first indented like the first. */
function wrap(text: string, indent = "", hanging = indent): string[] {
  const lines: string[] = [];
  let line = indent;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const start = line === indent || line === hanging;
    if (!start && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = hanging + word;
    } else line += (start ? "" : " ") + word;
  }
  lines.push(line);
  return lines;
}

const listInWords = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

function usersLimit(product: SeedProduct): string {
  const users = product.facts.limits.users;
  if (typeof users === "number") return users === 1 ? "one user" : `up to ${users} users`;
  return users === "unlimited" ? "any number of its staff" : "";
}

/** What one key covers, in the README's words. */
function keyRule(product: SeedProduct): string {
  switch (product.facts.pricingModel) {
    case "per_firm":
      return "One licence key for the whole firm: the same key activates every installation at your firm.";
    case "per_user":
      return "One licence key per seat: each person enters their own key.";
    default:
      return "Enter the licence key from your order when the program asks for it.";
  }
}

function grant(product: SeedProduct): string {
  const unit = product.facts.pricingModel;
  if (unit === "per_user")
    return `Each licence key lets one named person at your firm use ${product.name}; buy one seat for each person. That person may install it on the computers they work on. A seat may pass to someone else when its first holder stops using the program.`;
  const who = usersLimit(product);
  return `Your firm may install and use ${product.name} on the computers of its own offices, for its own work${who ? `, by ${who}` : ""}. One licence key activates the whole firm.`;
}

function term(product: SeedProduct): string {
  switch (product.facts.licenceTerm) {
    case "annual":
      return "The licence runs for one year from the date of your order. It renews for another year at the price then shown unless it is set not to renew; a licence that is not renewed ends with its year.";
    case "monthly":
      return "The licence runs month by month while its subscription is paid, and ends when the subscription ends.";
    default:
      return "The licence does not expire: you may keep using the version you bought for as long as you like.";
  }
}

function readme(product: SeedProduct, archiveName: string): string {
  const { facts } = product;
  const listed = <T extends string>(value: T[] | "unknown", labels: Record<T, string>) =>
    value === "unknown" ? [] : value.map((v) => labels[v]);
  const runsOn = listed(facts.deployment, DEPLOYMENT_LABELS);
  const channels = listed(facts.support.channels, SUPPORT_CHANNEL_LABELS);
  const hours = facts.support.hours === "unknown" ? "" : SUPPORT_HOURS_LABELS[facts.support.hours];
  return [
    product.name,
    `${facts.vendor}, sold by Countinghouse`,
    "=".repeat(WIDTH),
    "",
    ...wrap(product.description),
    "",
    "WHAT THIS PACKAGE HOLDS",
    "  README.txt       These notes: what you bought and how to activate it.",
    "  LICENCE.txt      The licence terms of your purchase.",
    "  SHA256SUMS.txt   The SHA-256 checksums of the two files above.",
    "",
    ...wrap(
      "The vendors in Countinghouse's demo catalogue are invented, so this package has no setup program to run. It holds what comes with one: these notes, the licence terms and their checksums.",
      "  ",
    ),
    "",
    "YOUR LICENCE",
    ...wrap(keyRule(product), "  "),
    ...wrap(`Term: ${term(product)}`, "  ", "        "),
    ...(runsOn.length ? wrap(`Runs on: ${listInWords(runsOn)}.`, "  ") : []),
    "",
    "ACTIVATING",
    ...wrap(
      "1. Keep your licence key at hand: it is on your order (Dashboard, Orders & Downloads) and in your order e-mail.",
      "  ",
      "     ",
    ),
    ...wrap("2. Run the setup program on each computer that will use it.", "  ", "     "),
    ...wrap("3. Enter your licence key when the program asks for it.", "  ", "     "),
    "",
    "CHECKING THIS DOWNLOAD",
    ...wrap(
      "Your order shows this archive's SHA-256 next to its Download button. Compute it on your computer and compare:",
      "  ",
    ),
    `    Windows:  certutil -hashfile ${archiveName} SHA256`,
    `    macOS:    shasum -a 256 ${archiveName}`,
    `    Linux:    sha256sum ${archiveName}`,
    "  Inside the archive, SHA256SUMS.txt lists each file's checksum:",
    "    sha256sum -c SHA256SUMS.txt",
    "",
    "SUPPORT",
    ...wrap(
      `${facts.vendor}: ${channels.length ? listInWords(channels) : "see the vendor's website"}${hours ? `, ${hours}` : ""}. Orders, licence keys and refunds: Countinghouse, through the Contact page.`,
      "  ",
    ),
    "",
  ].join("\n");
}

function licence(product: SeedProduct): string {
  const { vendor } = product.facts;
  const section = (heading: string, ...paragraphs: string[]) => [
    heading,
    ...paragraphs.flatMap((p) => wrap(p, "   ")),
    "",
  ];
  return [
    `${product.name}: licence terms`,
    "=".repeat(WIDTH),
    "",
    ...wrap(
      `These terms are between ${vendor} (the licensor) and the firm named on your Countinghouse order ("you"). They apply to the licence bought in that order.`,
    ),
    "",
    ...section("1. What you may do", grant(product)),
    ...section("2. How long it lasts", term(product)),
    ...section(
      "3. What you may not do",
      `Resell, rent or lend ${product.name}, or share its licence keys outside your firm. Use it beyond what your licence covers. Reverse engineer it, except where the law allows.`,
    ),
    ...section(
      "4. Refunds",
      "Countinghouse's terms of sale apply: software may be refunded within 30 days of purchase if it does not work as described. A refunded licence ends, and its keys stop working.",
    ),
    ...section(
      "5. Warranty and liability",
      `${product.name} is provided with reasonable care and skill. To the extent the law allows, the total liability of ${vendor} and of Countinghouse is limited to the price you paid, and neither is liable for indirect losses such as lost profits or data.`,
    ),
  ].join("\n");
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The package of one licence-key product, named `archiveName`. */
export function installerPackage(product: SeedProduct, archiveName: string): Uint8Array {
  const text = new TextEncoder();
  const files: Array<[string, Uint8Array]> = [
    ["README.txt", text.encode(readme(product, archiveName))],
    ["LICENCE.txt", text.encode(licence(product))],
  ];
  const sums = files.map(([name, bytes]) => `${sha256(bytes)}  ${name}\n`).join("");
  return reproducibleZip([...files, ["SHA256SUMS.txt", text.encode(sums)]]);
}
