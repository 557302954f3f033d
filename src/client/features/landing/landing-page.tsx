import { lazy } from "react";
import { Link } from "react-router";
import Bot from "lucide-react/icons/bot";
import MessageSquare from "lucide-react/icons/message-square";
import Sparkles from "lucide-react/icons/sparkles";
import { buttonClass } from "@client/components/ui/button";
import { DeferredSection } from "@client/components/hydration-mark";

/*
 * The hero is the first view; everything below it is one chunk of its own, asked for as soon as
 * this one runs, and hydrated section by section, each in its own task (docs/decisions/0107).
 */
const sections = import("./landing-sections");
const FeatureTiles = lazy(() => sections.then((m) => ({ default: m.FeatureTiles })));
const FeaturedProducts = lazy(() => sections.then((m) => ({ default: m.FeaturedProducts })));
const AiSection = lazy(() => sections.then((m) => ({ default: m.AiSection })));
const TrustBadges = lazy(() => sections.then((m) => ({ default: m.TrustBadges })));
const FinalCallToAction = lazy(() => sections.then((m) => ({ default: m.FinalCallToAction })));

function Hero() {
  return (
    <section className="bg-gradient-to-br from-primary via-primary to-teal-800 text-primary-foreground">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-teal-100">
          <Sparkles className="size-4" aria-hidden="true" /> AI-guided software selection
        </p>
        <h1 className="mt-5 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">
          Software that fits your practice
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-200 sm:text-xl">
          Tax, accounting and planning software, templates and SaaS chosen for CPAs, tax preparers
          and financial planners — and an AI consultant that tells you which ones your firm needs.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to="/product-wizard" className={buttonClass("accent", "lg")}>
            <Bot aria-hidden="true" /> Start AI Consultation
          </Link>
          <Link
            to="/chat"
            className={buttonClass(
              "outline",
              "lg",
              "border-white/40 bg-transparent text-white hover:bg-white/10",
            )}
          >
            <MessageSquare aria-hidden="true" /> Chat with AI Expert
          </Link>
        </div>
      </div>
    </section>
  );
}

export default function LandingPage() {
  return (
    <>
      <Hero />
      <DeferredSection>
        <FeatureTiles />
      </DeferredSection>
      <DeferredSection>
        <FeaturedProducts />
      </DeferredSection>
      <DeferredSection>
        <AiSection />
      </DeferredSection>
      <DeferredSection>
        <TrustBadges />
      </DeferredSection>
      <DeferredSection>
        <FinalCallToAction />
      </DeferredSection>
    </>
  );
}
