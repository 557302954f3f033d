import Layers from "lucide-react/icons/layers";
import Zap from "lucide-react/icons/zap";
import type { LucideIcon } from "lucide-react";

export type DemoId = "efficiency" | "aggregation";

export interface DemoStep {
  title: string;
  detail: string;
  /** Spec section 4: each step auto-advances after its own duration. */
  durationMs: number;
}

export interface DemoScript {
  id: DemoId;
  title: string;
  summary: string;
  icon: LucideIcon;
  steps: DemoStep[];
}

export const DEMO_SCRIPTS: Record<DemoId, DemoScript> = {
  efficiency: {
    id: "efficiency",
    title: "Workflow Efficiency",
    summary: "Watch a month of client bookkeeping go from upload to review-ready workpapers.",
    icon: Zap,
    steps: [
      {
        title: "Client documents arrive",
        detail:
          "The client uploads 42 bank statements, receipts and invoices to the secure portal.",
        durationMs: 3000,
      },
      {
        title: "AI extracts and categorizes",
        detail:
          "Every transaction is read, matched to the chart of accounts and flagged when it looks unusual.",
        durationMs: 4000,
      },
      {
        title: "Automatic reconciliation",
        detail: "Bank and card accounts reconcile against the ledger in seconds, not hours.",
        durationMs: 2000,
      },
      {
        title: "Review-ready workpapers",
        detail: "You review only the exceptions; workpapers and reports are ready for sign-off.",
        durationMs: 3000,
      },
    ],
  },
  aggregation: {
    id: "aggregation",
    title: "Multi-Client Data Aggregation",
    summary: "See how data from every client system comes together in one consolidated view.",
    icon: Layers,
    steps: [
      {
        title: "Connect client accounts",
        detail: "Bank, payroll and accounting systems are linked once, with read-only access.",
        durationMs: 2500,
      },
      {
        title: "Pull data from every source",
        detail: "Balances and transactions from 12 sources are collected automatically overnight.",
        durationMs: 3500,
      },
      {
        title: "Normalize and merge",
        detail: "Different charts of accounts are mapped into one consistent structure.",
        durationMs: 3000,
      },
      {
        title: "Consolidated dashboard",
        detail: "Every client's cash, receivables and deadlines appear in a single view.",
        durationMs: 4000,
      },
    ],
  },
};
