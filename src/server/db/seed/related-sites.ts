import type { DbOrTx } from "../client.js";
import { relatedSites } from "../schema.js";

interface RelatedSiteSeed {
  slug: string;
  name: string;
  category: string;
  description: string;
  siteUrl: string;
  logoUrl: string | null;
  brandedImageUrl: string | null;
}

const image = (file: string) => `/images/partners/${file}`;

/** Partners shown on /about. Images live in public/images/partners. */
export const RELATED_SITES: RelatedSiteSeed[] = [
  {
    slug: "napa",
    name: "National Association of Practice Accountants",
    category: "Professional Body",
    description:
      "Membership body for CPAs in public practice: ethics guidance, peer review support and practice management benchmarks.",
    siteUrl: "https://www.napa-accountants.org",
    logoUrl: image("napa-logo.svg"),
    brandedImageUrl: image("napa-banner.svg"),
  },
  {
    slug: "itp",
    name: "Institute of Tax Practitioners",
    category: "Professional Body",
    description:
      "Professional home for enrolled agents and tax preparers, with representation training and annual tax law updates.",
    siteUrl: "https://www.taxpractitioners-institute.org",
    logoUrl: image("itp-logo.svg"),
    brandedImageUrl: image("itp-banner.svg"),
  },
  {
    slug: "ledgerline",
    name: "LedgerLine Cloud",
    category: "Software Partner",
    description:
      "Cloud general ledger for small businesses with bank feeds, multi-entity reporting and accountant access built in.",
    siteUrl: "https://www.ledgerline.io",
    logoUrl: image("ledgerline-logo.svg"),
    brandedImageUrl: image("ledgerline-banner.svg"),
  },
  {
    slug: "paygrid",
    name: "PayGrid Payroll",
    category: "Software Partner",
    description:
      "Full-service payroll for firms and their clients: tax filings in all 50 states, year-end W-2s and 1099s, and contractor payments.",
    siteUrl: "https://www.paygridpayroll.com",
    logoUrl: image("paygrid-logo.svg"),
    brandedImageUrl: image("paygrid-banner.svg"),
  },
  {
    slug: "clearvault",
    name: "ClearVault Client Portal",
    category: "Software Partner",
    description:
      "Secure document exchange and e-signature for accounting firms, with multi-factor authentication and retention rules.",
    siteUrl: "https://www.clearvault.app",
    logoUrl: image("clearvault-logo.svg"),
    brandedImageUrl: image("clearvault-banner.svg"),
  },
  {
    slug: "taxrate-data",
    name: "TaxRate Data Services",
    category: "Data Provider",
    description:
      "Address-level sales and use tax rates for every US jurisdiction, updated monthly, for filing and advisory work.",
    siteUrl: "https://www.taxratedata.com",
    logoUrl: image("taxrate-logo.svg"),
    brandedImageUrl: image("taxrate-banner.svg"),
  },
  {
    slug: "benchmark-insights",
    name: "Benchmark Insights",
    category: "Data Provider",
    description:
      "Industry financial benchmarks drawn from anonymized small-business ledgers, for advisory meetings and valuation work.",
    siteUrl: "https://www.benchmark-insights.co",
    logoUrl: image("benchmark-logo.svg"),
    brandedImageUrl: image("benchmark-banner.svg"),
  },
  {
    slug: "cpe-academy",
    name: "CPE Academy Online",
    category: "Education",
    description:
      "Self-study and live webinar continuing education for CPAs and EAs, from ethics hours to technology courses.",
    siteUrl: "https://www.cpeacademy.online",
    logoUrl: image("cpe-academy-logo.svg"),
    brandedImageUrl: image("cpe-academy-banner.svg"),
  },
];

/** Inserts missing partners by slug; existing rows (and edits to them) are left alone. */
export async function seedRelatedSites(db: DbOrTx): Promise<void> {
  await db
    .insert(relatedSites)
    .values(RELATED_SITES.map((site, index) => ({ ...site, sortOrder: (index + 1) * 10 })))
    .onConflictDoNothing({ target: relatedSites.slug });
}
