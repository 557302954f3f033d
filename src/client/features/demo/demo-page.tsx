import { Link } from "react-router";
import Gift from "lucide-react/icons/gift";
import { contactHref } from "@shared/contact-links";
import { buttonClass } from "@client/components/ui/button";
import { DemoCard } from "./demo-card";
import { DEMO_SCRIPTS } from "./demo-scripts";
import { RoiCalculator } from "./roi-calculator";
import { useDemoPlayer } from "./use-demo-player";
import { useTrialProducts } from "./api/get-trial-products";

export default function DemoPage() {
  const { state, start, togglePause, reset } = useDemoPlayer();
  // The trial is a subscription product's page (its Start Free Trial button), the SaaS page
  // arriving with the HTML; if it has none (or has not loaded), the SaaS list. One page, never
  // the whole catalogue.
  const { data: saas } = useTrialProducts();
  const trial = saas?.items.find((product) => product.type === "subscription");
  const trialHref = trial ? `/products/${trial.id}` : "/products?category=saas";

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent">
          Interactive Demo
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          See what automation is worth to your practice
        </h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Estimate your return with the ROI calculator, then watch two everyday workflows run from
          start to finish.
        </p>
      </header>

      <section aria-labelledby="roi-heading" className="mt-12">
        <h2 id="roi-heading" className="text-2xl font-bold tracking-tight">
          ROI Calculator
        </h2>
        <p className="mb-6 mt-1 text-muted-foreground">
          Based on the hours professional automation typically saves each week.
        </p>
        <RoiCalculator />
      </section>

      <section aria-labelledby="demos-heading" className="mt-16">
        <h2 id="demos-heading" className="text-2xl font-bold tracking-tight">
          Live Workflow Demos
        </h2>
        <p className="mb-6 mt-1 text-muted-foreground">
          Each demo plays step by step. Pause it at any point, or reset to start over.
        </p>
        <div className="grid gap-6 lg:grid-cols-2">
          {Object.values(DEMO_SCRIPTS).map((script) => (
            <DemoCard
              key={script.id}
              script={script}
              player={state}
              onStart={() => start(script.id)}
              onTogglePause={togglePause}
              onReset={reset}
            />
          ))}
        </div>
      </section>

      <section
        aria-labelledby="cta-heading"
        className="mt-16 overflow-hidden rounded-2xl bg-primary text-primary-foreground"
      >
        <p className="flex items-center justify-center gap-2 bg-accent px-4 py-2.5 text-center text-sm font-medium">
          <Gift className="size-4 shrink-0" aria-hidden="true" />
          Start your 30-day free trial today: full access to every feature.
        </p>
        <div className="px-6 py-12 text-center">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
            Ready to see these results in your practice?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-slate-200">
            Try the tools behind these demos with your own clients, or book a call and we'll walk
            you through them.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={trialHref} className={buttonClass("accent", "lg")}>
              Start Free Trial
            </Link>
            <Link
              to={contactHref({ inquiry: "demo" })}
              className={buttonClass(
                "outline",
                "lg",
                "border-white/40 bg-transparent text-white hover:bg-white/10",
              )}
            >
              Schedule Demo Call
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
