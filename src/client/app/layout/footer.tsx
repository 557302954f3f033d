import AtSign from "lucide-react/icons/at-sign";
import Calculator from "lucide-react/icons/calculator";
import Globe from "lucide-react/icons/globe";
import Rss from "lucide-react/icons/rss";
import { COPYRIGHT_YEAR } from "@shared/constants";
import { SiteLink } from "@client/components/site-link";

type FooterEntry = { label: string; href?: string; external?: boolean };

const COLUMNS: { title: string; entries: FooterEntry[] }[] = [
  {
    title: "Products",
    entries: [
      { label: "Tax Software", href: "/products?category=software&service=Tax+Preparation" },
      { label: "Financial Planning", href: "/products?service=Financial+Planning" },
      { label: "Practice Management", href: "/products?search=practice+management" },
      { label: "Templates", href: "/products?category=templates" },
      { label: "SaaS Solutions", href: "/products?category=saas" },
    ],
  },
  {
    title: "Resources",
    entries: [
      { label: "Training" },
      { label: "Webinars" },
      { label: "Documentation" },
      { label: "Help Center", href: "/contact" },
    ],
  },
  {
    title: "Support",
    entries: [
      { label: "Contact Us", href: "/contact" },
      { label: "Portal Access", href: "/portal" },
    ],
  },
  {
    title: "Partners",
    entries: [
      { label: "CPA Institute", href: "https://www.aicpa-cima.com", external: true },
      { label: "State Boards Association", href: "https://nasba.org", external: true },
      { label: "Tax Authority", href: "https://www.irs.gov", external: true },
      { label: "View All Partners", href: "/about#partners" },
    ],
  },
];

const LEGAL_LINKS: FooterEntry[] = [
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Terms of Service", href: "/terms" },
  { label: "Security", href: "/security" },
];

const linkClass = "text-sm text-slate-300 hover:text-white";
const placeholderClass = "text-sm text-slate-400";

function Entry({ entry }: { entry: FooterEntry }) {
  if (!entry.href) return <span className={placeholderClass}>{entry.label}</span>;
  if (entry.external) {
    return (
      <a href={entry.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {entry.label}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  // A hash link is a plain anchor so the browser scrolls to it after the page renders.
  if (entry.href.includes("#")) {
    return (
      <a href={entry.href} className={linkClass}>
        {entry.label}
      </a>
    );
  }
  return (
    <SiteLink to={entry.href} className={linkClass}>
      {entry.label}
    </SiteLink>
  );
}

export function Footer() {
  return (
    <footer className="mt-16 bg-primary text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-6 lg:px-8">
        <div className="lg:col-span-2">
          <div className="flex items-center gap-2 text-lg font-bold">
            <Calculator className="size-6 text-teal-300" aria-hidden="true" /> Countinghouse
          </div>
          <p className="mt-3 max-w-sm text-sm text-slate-300">
            Professional software, templates and SaaS for CPAs, tax preparers and financial
            planners, with an AI advisor that recommends what fits your practice.
          </p>
          {/* Decorative until the shop has social accounts: no name, nothing to announce. */}
          <div className="mt-4 flex gap-3 text-slate-400" aria-hidden="true">
            <Globe className="size-5" aria-hidden="true" />
            <AtSign className="size-5" aria-hidden="true" />
            <Rss className="size-5" aria-hidden="true" />
          </div>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-teal-200">
              {column.title}
            </h2>
            <ul className="mt-3 space-y-2">
              {column.entries.map((entry) => (
                <li key={entry.label}>
                  <Entry entry={entry} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-slate-400 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>© {COPYRIGHT_YEAR} Countinghouse. All rights reserved.</p>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {LEGAL_LINKS.map((entry) => (
              <li key={entry.label}>
                <Entry entry={entry} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
