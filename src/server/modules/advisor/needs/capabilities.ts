import type { Challenge, Goal, Service } from "../../../../shared/advisor/options.js";
import { keywordPattern } from "./text.js";

/**
 * What a product can do for a firm, recognised from its name, description and features by keyword
 * sets. The wizard's services, challenges and goals are mapped onto these (below), so a firm's
 * answers and a product's text meet in one vocabulary.
 */
export type CapabilityId =
  | "tax"
  | "payroll"
  | "bookkeeping"
  | "reconciliation"
  | "planning"
  | "estate"
  | "audit"
  | "representation"
  | "quickbooks"
  | "formation"
  | "advisory"
  | "analysis"
  | "consulting"
  | "reporting"
  | "workflow"
  | "profitability"
  | "portal"
  | "esign"
  | "documents"
  | "communication"
  | "compliance"
  | "integration"
  | "automation"
  | "collaboration"
  | "cloud"
  | "sales_tax"
  | "information_returns"
  | "nonprofit"
  | "exempt_returns"
  | "security"
  | "investments";

export interface Capability {
  id: CapabilityId;
  /** How it reads in a sentence: "covers tax preparation". */
  label: string;
  /** The same in a Spanish reply: "contabilidad". */
  labelEs: string;
  /** A service line a firm sells (as opposed to a way of working). */
  serviceLine: boolean;
  /** Keyword and how strongly it signals the capability (1 = unmistakable). */
  keywords: Array<[keyword: string, weight: number]>;
}

export const CAPABILITIES: Capability[] = [
  {
    id: "tax",
    label: "tax preparation",
    labelEs: "preparación de impuestos",
    serviceLine: true,
    keywords: [
      ["tax preparation", 1],
      ["tax preparer", 1],
      ["preparer", 0.5],
      ["tax prep", 1],
      ["/(?:^|[^a-z0-9])(?<!sales |payroll |use )tax returns?(?![a-z0-9])", 1],
      ["tax software", 0.5],
      ["e-file", 0.4],
      ["efile", 0.4],
      ["1040", 0.9],
      ["1120", 0.8],
      ["1065", 0.8],
      // (A form of another job's returns is that job: "the 990-EZ returns", "1099 returns".)
      [
        "/(?:^|[^a-z0-9-])(?<!(?:990|990-ez|990-n|990-pf|990s|1099|1099s|1099-nec|941|941s|940|940s|w-2|w-2s|w2|w2s) )returns(?![a-z0-9])",
        0.5,
      ],
      ["tax season", 0.6],
      ["tax", 0.35],
    ],
  },
  {
    id: "payroll",
    label: "payroll",
    labelEs: "nómina",
    serviceLine: true,
    keywords: [
      ["payroll", 1],
      ["paycheck", 0.9],
      ["pay stub", 0.8],
      ["direct deposit", 0.8],
      ["941", 0.8],
      ["940", 0.6],
      ["w-2", 0.3],
      ["w2", 0.3],
      ["garnishment", 0.6],
      ["employee", 0.25],
    ],
  },
  {
    id: "bookkeeping",
    label: "bookkeeping",
    labelEs: "contabilidad",
    serviceLine: true,
    keywords: [
      ["bookkeep*", 1],
      ["general ledger", 1],
      ["ledger", 0.7],
      ["write-up", 0.8],
      ["accounts payable", 0.6],
      ["accounts receivable", 0.6],
      ["journal entr*", 0.6],
      ["chart of accounts", 0.5],
      ["categoriz*", 0.5],
      ["categoris*", 0.5],
      ["bank feed", 0.5],
      // Receipts and bills are the bookkeeping's source documents.
      ["receipt*", 0.4],
      ["books", 0.5],
      ["month-end close", 0.6],
      ["close checklist*", 0.5],
      ["close board", 0.5],
      ["accounting", 0.3],
    ],
  },
  {
    id: "reconciliation",
    label: "reconciliation",
    labelEs: "conciliación bancaria",
    serviceLine: false,
    keywords: [
      ["reconcil*", 1],
      ["bank feed", 0.6],
      ["bank statement", 0.5],
      ["transaction matching", 0.8],
      ["matching", 0.4],
      ["bank rule", 0.5],
    ],
  },
  {
    id: "planning",
    label: "financial planning",
    labelEs: "planificación financiera",
    serviceLine: true,
    keywords: [
      ["financial plan*", 1],
      ["retirement", 0.8],
      ["wealth", 0.7],
      ["investment", 0.3],
      ["portfolio", 0.3],
      ["monte carlo", 0.8],
      ["social security", 0.6],
      ["college saving", 0.6],
      ["insurance", 0.3],
      ["planner", 0.5],
    ],
  },
  {
    id: "estate",
    label: "estate planning",
    labelEs: "planificación patrimonial",
    serviceLine: true,
    keywords: [
      ["estate", 1],
      ["trusts", 0.6],
      ["trust", 0.5],
      ["wills", 0.6],
      ["706", 0.8],
      ["709", 0.7],
      ["gift tax", 0.7],
      ["inheritance", 0.8],
      ["beneficiar*", 0.5],
      ["probate", 0.7],
    ],
  },
  {
    id: "audit",
    label: "audit and review work",
    labelEs: "auditoría y revisión",
    serviceLine: true,
    keywords: [
      ["workpaper*", 1],
      ["audit engagement", 1],
      ["review engagement", 1],
      ["attest*", 0.8],
      ["sampling", 0.6],
      ["risk assessment", 0.7],
      ["tickmark*", 0.5],
      ["tick mark", 0.5],
      ["peer review", 0.5],
      ["compilation", 0.5],
      ["/(?:^|[^a-z0-9])audit(?:s|ing|or|ors)?(?![a-z0-9-])(?! trail)", 0.5],
    ],
  },
  {
    id: "representation",
    label: "IRS representation",
    labelEs: "representación ante el IRS",
    serviceLine: true,
    keywords: [
      ["irs representation", 1],
      ["representation", 0.8],
      ["irs notice", 1],
      ["notices", 0.5],
      ["notice", 0.4],
      ["transcript", 0.7],
      ["penalty abatement", 0.8],
      ["2848", 0.8],
      ["offer in compromise", 0.8],
      ["tax resolution", 1],
      ["resolution", 0.5],
      ["installment agreement", 0.6],
    ],
  },
  {
    id: "quickbooks",
    label: "QuickBooks set-up",
    labelEs: "configuración de QuickBooks",
    serviceLine: true,
    keywords: [
      ["quickbooks", 1],
      ["qbo", 0.8],
      ["chart of accounts", 0.6],
      ["conversion", 0.2],
      ["setup", 0.3],
      ["set-up", 0.3],
    ],
  },
  {
    id: "formation",
    label: "business formation",
    labelEs: "constitución de empresas",
    serviceLine: true,
    keywords: [
      ["formation", 1],
      ["llc", 0.8],
      ["s corp", 0.8],
      ["s-corp", 0.8],
      ["incorporat*", 0.8],
      ["operating agreement", 0.8],
      ["articles of organization", 0.8],
      ["entity", 0.5],
      ["ein", 0.5],
      ["new business", 0.4],
    ],
  },
  {
    id: "advisory",
    label: "CFO and advisory services",
    labelEs: "servicios de CFO y asesoría",
    serviceLine: true,
    keywords: [
      ["cfo", 1],
      ["advisory", 0.8],
      ["forecast*", 0.7],
      ["cash flow", 0.7],
      ["scenario*", 0.6],
      ["budgeting", 0.6],
      ["kpi", 0.6],
      ["fractional", 0.6],
    ],
  },
  {
    id: "analysis",
    label: "financial analysis",
    labelEs: "análisis financiero",
    serviceLine: true,
    keywords: [
      ["financial analysis", 1],
      ["ratio*", 0.7],
      ["benchmark*", 0.7],
      ["valuation", 0.7],
      ["variance", 0.6],
      ["analy*", 0.5],
      ["financial model*", 0.7],
      ["trend*", 0.4],
    ],
  },
  {
    id: "consulting",
    label: "business consulting",
    labelEs: "consultoría empresarial",
    serviceLine: true,
    keywords: [
      ["consult*", 1],
      ["business plan*", 0.7],
      ["strategy", 0.5],
      ["advisory", 0.5],
      ["benchmark*", 0.4],
    ],
  },
  {
    id: "reporting",
    label: "reporting",
    labelEs: "informes",
    serviceLine: false,
    keywords: [
      ["report*", 0.7],
      ["dashboard*", 0.8],
      ["financial statement*", 0.8],
      ["analytics", 0.7],
      ["kpi", 0.5],
      ["insight*", 0.4],
    ],
  },
  {
    id: "workflow",
    label: "practice management and workflow",
    labelEs: "gestión del despacho y flujo de trabajo",
    serviceLine: false,
    keywords: [
      ["practice management", 1],
      ["workflow*", 0.8],
      ["deadline*", 0.6],
      ["due date*", 0.6],
      ["task*", 0.5],
      ["capacity", 0.6],
      ["scheduling", 0.5],
      ["time tracking", 0.5],
      ["staff", 0.4],
      ["job*", 0.3],
    ],
  },
  {
    id: "profitability",
    label: "profitability tracking",
    labelEs: "seguimiento de la rentabilidad",
    serviceLine: false,
    keywords: [
      ["profitab*", 1],
      ["realization", 0.8],
      ["time tracking", 0.7],
      ["billing", 0.7],
      ["invoic*", 0.6],
      ["pricing", 0.6],
      ["engagement letter*", 0.5],
      ["wip", 0.5],
      ["margin*", 0.5],
    ],
  },
  {
    id: "portal",
    label: "a secure client portal",
    labelEs: "un portal seguro para clientes",
    serviceLine: false,
    keywords: [
      ["portal*", 1],
      ["secure file", 0.7],
      ["file shar*", 0.6],
      ["upload*", 0.4],
    ],
  },
  {
    id: "esign",
    label: "e-signature",
    labelEs: "firma electrónica",
    serviceLine: false,
    keywords: [
      ["e-sign*", 1],
      ["esign*", 1],
      ["electronic signature*", 1],
      // "Sign their engagement letters and 8879s electronically", "firmen electrónicamente".
      ["/(?:^|[^a-z])sign(?:ed|ing|s)?(?: [a-z0-9]+){0,6} electronic(?:ally|amente)", 1],
      // "Sign without coming to the office", "sign from their phone", "sign remotely".
      [
        "/(?:^|[^a-z])sign(?:ed|ing|s)?(?: [a-z0-9]+){0,6} (?:online|remotely|from (?:home|anywhere|their phones?)|without (?:coming|driving|having to come|a visit|visiting|printing))",
        1,
      ],
      ["signature*", 0.6],
    ],
  },
  {
    id: "documents",
    label: "document collection",
    labelEs: "recogida de documentos",
    serviceLine: false,
    keywords: [
      ["document request*", 1],
      // "documents" and "document", not "documented" or "documentation".
      ["document", 0.7],
      ["documents", 0.7],
      ["docs", 0.7],
      ["paperwork", 0.6],
      ["ocr", 0.8],
      ["scan*", 0.6],
      ["organizer*", 0.6],
      ["paperless", 0.7],
      ["capture", 0.5],
    ],
  },
  {
    id: "communication",
    label: "client communication",
    labelEs: "comunicación con los clientes",
    serviceLine: false,
    keywords: [
      ["communicat*", 0.8],
      ["messag*", 0.6],
      ["reminder*", 0.7],
      ["crm", 0.8],
      ["email*", 0.4],
      ["client request*", 0.6],
      ["notification*", 0.4],
      ["sms", 0.5],
      ["text messag*", 0.6],
    ],
  },
  {
    id: "compliance",
    label: "compliance",
    labelEs: "cumplimiento normativo",
    serviceLine: false,
    keywords: [
      ["complian*", 1],
      ["regulat*", 0.7],
      ["audit trail*", 0.7],
      ["audit-ready", 0.7],
      ["wisp", 0.8],
      ["soc 2", 0.6],
      ["encrypt*", 0.5],
      ["security", 0.5],
      ["retention", 0.5],
      ["due diligence", 0.5],
    ],
  },
  {
    id: "integration",
    label: "integrations with your other tools",
    labelEs: "integración con sus otras herramientas",
    serviceLine: false,
    keywords: [
      ["integrat*", 1],
      ["api", 0.7],
      ["sync*", 0.6],
      ["connector*", 0.6],
      ["connects", 0.5],
      ["import*", 0.4],
      ["export*", 0.3],
    ],
  },
  {
    id: "automation",
    label: "automation of routine work",
    labelEs: "automatización del trabajo rutinario",
    serviceLine: false,
    keywords: [
      ["automat*", 1],
      ["ai", 0.5],
      ["ai-powered", 0.7],
      ["machine learning", 0.7],
      ["auto-*", 0.5],
      ["recurring", 0.5],
      ["rules", 0.4],
      ["bulk", 0.4],
    ],
  },
  {
    id: "collaboration",
    label: "team collaboration",
    labelEs: "colaboración en equipo",
    serviceLine: false,
    keywords: [
      ["collaborat*", 1],
      ["team*", 0.6],
      ["multi-user", 0.7],
      ["unlimited users", 0.6],
      ["review notes", 0.5],
      ["permission*", 0.5],
      ["role-based", 0.5],
      ["multi-office", 0.6],
      ["shared", 0.4],
    ],
  },
  {
    id: "cloud",
    label: "modern cloud access",
    labelEs: "acceso moderno en la nube",
    serviceLine: false,
    keywords: [
      ["cloud", 1],
      ["web-based", 0.7],
      ["browser", 0.5],
      ["mobile", 0.5],
      ["anywhere", 0.4],
      ["saas", 0.6],
    ],
  },
  {
    id: "sales_tax",
    label: "sales tax compliance",
    labelEs: "impuesto sobre las ventas",
    serviceLine: true,
    keywords: [
      ["sales tax", 1],
      ["use tax", 0.8],
      ["nexus", 0.8],
      ["exemption certificate", 0.6],
      ["marketplace facilitator", 0.6],
    ],
  },
  {
    id: "information_returns",
    label: "1099 and W-2 filing",
    labelEs: "presentación de formularios 1099 y W-2",
    serviceLine: true,
    keywords: [
      ["1099", 0.8],
      ["1099-nec", 1],
      ["1099-misc", 1],
      ["w-2", 0.6],
      ["w2", 0.6],
      ["w-9", 0.6],
      ["information return", 1],
      ["tin", 0.4],
    ],
  },
  {
    id: "nonprofit",
    label: "nonprofit accounting",
    labelEs: "contabilidad de organizaciones sin fines de lucro",
    serviceLine: true,
    keywords: [
      ["nonprofit*", 1],
      ["non-profit*", 1],
      ["not-for-profit", 1],
      ["charit*", 0.8],
      ["fund accounting", 1],
      ["restricted fund*", 0.8],
      ["grant*", 0.5],
      ["donor*", 0.6],
    ],
  },
  {
    // Keeping a nonprofit's books and preparing its return are two jobs, often two products.
    id: "exempt_returns",
    label: "Form 990 returns",
    labelEs: "declaraciones del Formulario 990",
    serviceLine: true,
    keywords: [
      ["990", 1],
      ["990s", 1],
      ["990-ez", 1],
      ["990-n", 1],
      ["exempt organi*", 0.8],
    ],
  },
  {
    id: "security",
    label: "data security",
    labelEs: "seguridad de los datos",
    serviceLine: false,
    keywords: [
      ["wisp", 1],
      ["information security", 1],
      ["security plan", 1],
      ["data security", 0.8],
      ["incident response", 0.6],
      ["mfa", 0.5],
      ["safeguards rule", 0.8],
      ["cybersecurity", 0.8],
    ],
  },
  {
    id: "investments",
    label: "investment performance reporting",
    labelEs: "informes de rendimiento de inversiones",
    serviceLine: true,
    keywords: [
      ["investment performance", 1],
      ["portfolio*", 0.8],
      ["asset allocation", 0.7],
      ["time-weighted", 0.8],
      ["rebalanc*", 0.7],
      ["ria", 0.6],
      ["holdings", 0.6],
      ["benchmark*", 0.3],
    ],
  },
];

/** Ways of working rather than jobs: sharing one of these does not make two products alternatives. */
export const GENERAL_CAPABILITIES = new Set<CapabilityId>([
  "automation",
  "cloud",
  "integration",
  "collaboration",
]);

export const CAPABILITY_BY_ID = new Map(CAPABILITIES.map((c) => [c.id, c]));

/** A need or job as a reply in that language names it: "bookkeeping", "contabilidad". */
export function needLabel(id: string, language: "en" | "es"): string {
  const capability = CAPABILITY_BY_ID.get(id as CapabilityId);
  if (!capability) return id;
  return language === "es" ? capability.labelEs : capability.label;
}

/** The wizard's services as a Spanish reply names them (the stored value stays the English one). */
export const SERVICE_LABELS_ES: Record<Service, string> = {
  "Tax Preparation": "preparación de impuestos",
  Bookkeeping: "contabilidad",
  "Payroll Services": "nómina",
  "Financial Planning": "planificación financiera",
  "Business Consulting": "consultoría empresarial",
  "Audit & Review": "auditoría y revisión",
  "QuickBooks Setup": "configuración de QuickBooks",
  "IRS Representation": "representación ante el IRS",
  "Estate Planning": "planificación patrimonial",
  "Business Formation": "constitución de empresas",
  "CFO Services": "servicios de CFO",
  "Financial Analysis": "análisis financiero",
};

/** A service as a reply in that language names it: "Bookkeeping", "contabilidad". */
export function serviceLabel(service: string, language: "en" | "es"): string {
  return language === "es" ? (SERVICE_LABELS_ES[service as Service] ?? service) : service;
}

/** Compiled once: each capability's keyword patterns. */
export const CAPABILITY_PATTERNS = CAPABILITIES.map((capability) => ({
  capability,
  patterns: capability.keywords.map(([keyword, weight]) => ({
    pattern: keywordPattern(keyword),
    weight,
  })),
}));

type Needs = Partial<Record<CapabilityId, number>>;

/** A service is mostly its own capability, with a little of what its work involves. */
/**
 * A service is mostly its own capability, with a little of what its work involves. Services weigh
 * most: they are what the firm sells, so the first pick should serve one of them.
 */
export const SERVICE_NEEDS: Record<Service, Needs> = {
  "Tax Preparation": { tax: 7, documents: 1, portal: 0.5 },
  Bookkeeping: { bookkeeping: 7, reconciliation: 1.5 },
  "Payroll Services": { payroll: 7 },
  "Financial Planning": { planning: 7, reporting: 0.5 },
  "Business Consulting": { consulting: 6, analysis: 1, advisory: 1 },
  "Audit & Review": { audit: 7, compliance: 1 },
  "QuickBooks Setup": { quickbooks: 7, bookkeeping: 1 },
  "IRS Representation": { representation: 7, tax: 0.5 },
  "Estate Planning": { estate: 7, planning: 1 },
  "Business Formation": { formation: 7 },
  "CFO Services": { advisory: 7, reporting: 1, analysis: 0.5 },
  "Financial Analysis": { analysis: 7, reporting: 1 },
};

export const CHALLENGE_NEEDS: Record<Challenge, Needs> = {
  "Too much manual data entry": { automation: 1.5, documents: 1, integration: 0.5 },
  "Keeping up with client communication": { communication: 2, portal: 1 },
  "Collecting documents from clients": { documents: 2, portal: 1.5 },
  "Time-consuming bank and account reconciliation": { reconciliation: 2, bookkeeping: 0.5 },
  "Producing financial reports takes too long": { reporting: 2 },
  "Knowing which clients and jobs are profitable": { profitability: 2 },
  "No secure client portal": { portal: 2.5 },
  "Keeping up with compliance and regulatory changes": { compliance: 2 },
  "Seasonal workload peaks around tax deadlines": { workflow: 1.5, automation: 1 },
  "Staff productivity and capacity": { workflow: 1.5, collaboration: 1 },
  "Software that does not integrate": { integration: 2 },
  "Repetitive tasks that should be automated": { automation: 2 },
};

export const GOAL_NEEDS: Record<Goal, Needs> = {
  "Save time and work more efficiently": { automation: 1, workflow: 1 },
  "Reduce errors": { automation: 1, reconciliation: 0.5, compliance: 0.5 },
  "Improve client satisfaction": { portal: 1, communication: 1 },
  "Scale the practice to more clients": { workflow: 1, automation: 0.5, collaboration: 0.5 },
  "Get better reporting and insights": { reporting: 1.5 },
  "Improve team collaboration": { collaboration: 1.5 },
  "Automate routine workflows": { automation: 1.5 },
  "Stay compliant and audit-ready": { compliance: 1.5 },
  "Increase profitability": { profitability: 1.5 },
  "Achieve a better work-life balance": { automation: 0.75, workflow: 0.75 },
  "Expand the services we offer": { advisory: 0.75, planning: 0.75 },
  "Modernize our technology": { cloud: 1.5, integration: 0.5 },
};

/** How strongly a text signals each capability, 0 to 1. */
export function capabilitySignals(normalisedText: string): Map<CapabilityId, number> {
  const signals = new Map<CapabilityId, number>();
  for (const { capability, patterns } of CAPABILITY_PATTERNS) {
    let strength = 0;
    for (const { pattern, weight } of patterns) {
      if (pattern.test(normalisedText)) strength += weight;
    }
    if (strength > 0) signals.set(capability.id, Math.min(1, strength));
  }
  return signals;
}

/** The wizard's service each service-line capability is the main job of ("payroll" → "Payroll Services"). */
export const SERVICE_OF_CAPABILITY: ReadonlyMap<CapabilityId, Service> = new Map(
  (Object.entries(SERVICE_NEEDS) as Array<[Service, Needs]>).map(([service, needs]) => {
    const main = Object.entries(needs).sort((a, b) => b[1] - a[1])[0]![0] as CapabilityId;
    return [main, service];
  }),
);
