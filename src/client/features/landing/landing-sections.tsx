/** The landing below its hero: a chunk of its own, hydrated after the hero (docs/decisions/0107). */
import { Link } from "react-router";
import ArrowRight from "lucide-react/icons/arrow-right";
import Award from "lucide-react/icons/award";
import Bot from "lucide-react/icons/bot";
import Calculator from "lucide-react/icons/calculator";
import MessageSquare from "lucide-react/icons/message-square";
import Cloud from "lucide-react/icons/cloud";
import Headphones from "lucide-react/icons/headphones";
import ShieldCheck from "lucide-react/icons/shield-check";
import TrendingUp from "lucide-react/icons/trending-up";
import Users from "lucide-react/icons/users";
import type { LucideIcon } from "lucide-react";
import { FEATURED_PRODUCT_COUNT } from "@shared/constants";
import { ProductCard } from "@client/components/product-card";
import { ProductGridSkeleton } from "@client/components/product-grid-skeleton";
import { LoadError } from "@client/components/load-error";
import { buttonClass } from "@client/components/ui/button";
import { useFeaturedProducts } from "./api/get-featured-products";
import { useAddToCart } from "@client/lib/cart/add-to-cart";
import { useStartTrial } from "@client/lib/cart/start-trial";

const FEATURE_TILES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Calculator,
    title: "Tax Preparation Software",
    text: "Desktop and cloud suites for individual and business returns, with diagnostics and e-file built in.",
  },
  {
    icon: TrendingUp,
    title: "Financial Planning Tools",
    text: "Cash-flow plans, retirement and estate modelling, and reports your clients actually read.",
  },
  {
    icon: Cloud,
    title: "Cloud SaaS Solutions",
    text: "Client portals, practice management, payroll and bookkeeping automation, billed monthly.",
  },
];

const TRUST_BADGES: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: ShieldCheck, title: "256-bit SSL & SOC 2", text: "Bank-level security" },
  { icon: Users, title: "10,000+ Users", text: "Firms of every size" },
  { icon: Headphones, title: "24/7 Support", text: "Specialists on call" },
  { icon: Award, title: "Award-Winning", text: "Recognised by the profession" },
];

export function FeatureTiles() {
  return (
    <section
      aria-labelledby="tiles-heading"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <h2 id="tiles-heading" className="text-center text-3xl font-bold tracking-tight">
        Everything your practice runs on
      </h2>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {FEATURE_TILES.map(({ icon: Icon, title, text }) => (
          <div key={title} className="rounded-lg border bg-card p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-lg bg-highlight text-accent">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-muted-foreground">{text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}

export function FeaturedProducts() {
  const { data: featured, isLoading, isError, refetch, isFetching } = useFeaturedProducts();
  const cart = useAddToCart();
  const startTrial = useStartTrial();
  return (
    <section aria-labelledby="featured-heading" className="bg-muted">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="featured-heading" className="text-3xl font-bold tracking-tight">
              Featured Products
            </h2>
            <p className="mt-2 text-muted-foreground">
              Trusted by firms from sole practitioners to multi-office practices.
            </p>
          </div>
          <Link to="/products" className={buttonClass("outline")}>
            View All Products <ArrowRight aria-hidden="true" />
          </Link>
        </div>
        {isError ? (
          <LoadError
            what="the featured products"
            className="mt-8"
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        ) : (
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {isLoading ? (
              <ProductGridSkeleton count={FEATURED_PRODUCT_COUNT} />
            ) : (
              featured?.items.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  onAdd={cart.add}
                  onStartTrial={startTrial}
                  adding={cart.pendingProductId === product.id}
                />
              ))
            )}
          </div>
        )}
      </div>
    </section>
  );
}

export function AiSection() {
  return (
    <section aria-labelledby="ai-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="grid items-center gap-10 rounded-xl border bg-highlight p-8 sm:p-12 lg:grid-cols-2">
        <div>
          <h2 id="ai-heading" className="text-3xl font-bold tracking-tight">
            Your AI software consultant
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Tell us about your firm — its size, services, challenges and budget — and get
            recommendations from our catalogue with the reasons behind each one. Then keep asking
            questions in the chat.
          </p>
        </div>
        <div className="flex flex-col gap-4">
          <Link
            to="/product-wizard"
            className="flex items-center gap-4 rounded-lg border bg-background p-5 shadow-sm hover:shadow-md"
          >
            <Bot className="size-8 shrink-0 text-accent" aria-hidden="true" />
            <span>
              <span className="block font-semibold">Take the 5-step questionnaire</span>
              <span className="text-sm text-muted-foreground">
                Personalised recommendations in about three minutes.
              </span>
            </span>
          </Link>
          <Link
            to="/chat"
            className="flex items-center gap-4 rounded-lg border bg-background p-5 shadow-sm hover:shadow-md"
          >
            <MessageSquare className="size-8 shrink-0 text-accent" aria-hidden="true" />
            <span>
              <span className="block font-semibold">Chat with the AI advisor</span>
              <span className="text-sm text-muted-foreground">
                Ask about features, pricing and how products work together.
              </span>
            </span>
          </Link>
        </div>
      </div>
    </section>
  );
}

export function TrustBadges() {
  return (
    <section aria-label="Why firms trust us" className="border-y bg-background">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 sm:px-6 lg:grid-cols-4 lg:px-8">
        {TRUST_BADGES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-center gap-3">
            <Icon className="size-8 shrink-0 text-accent" aria-hidden="true" />
            <span>
              <span className="block font-semibold">{title}</span>
              <span className="text-sm text-muted-foreground">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function FinalCallToAction() {
  return (
    <section className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:px-8">
      <div className="rounded-xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
        <h2 className="text-3xl font-bold tracking-tight">Ready to modernise your practice?</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-200">
          Get recommendations for your firm in minutes, or look around with a demo account first.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/product-wizard" className={buttonClass("accent", "lg")}>
            Get Recommendations
          </Link>
          <Link
            to="/test-login"
            className={buttonClass(
              "outline",
              "lg",
              "border-white/40 bg-transparent text-white hover:bg-white/10",
            )}
          >
            Try Demo
          </Link>
        </div>
      </div>
    </section>
  );
}
