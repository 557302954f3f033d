import { lazy } from "react";
import { useNavigate } from "react-router";
import ArrowDown from "lucide-react/icons/arrow-down";
import Siren from "lucide-react/icons/siren";
import { contactHref } from "@shared/contact-links";
import { Card } from "@client/components/ui/card";
import { faqs, HELP_CATEGORIES } from "./contact-content";
import { contactCards, EMERGENCY_PHONE } from "./contact-details";
import { usePublicConfig } from "@client/lib/use-public-config";
import { telHref } from "@shared/store-identity";
import { Skeleton } from "@client/components/ui/skeleton";
import { DeferredSection } from "@client/components/hydration-mark";

/*
 * The form's code (react-hook-form, the contact schema and zod) is a chunk of its own, asked for as
 * soon as this one runs. Until it arrives the form is the server's HTML: a real form, which the
 * page's action answers (docs/pages-and-rendering.md), and text typed into it is kept.
 */
const form = import("./contact-form");
const ContactForm = lazy(() => form.then((m) => ({ default: m.ContactForm })));

export default function ContactPage() {
  const navigate = useNavigate();
  const { data: config } = usePublicConfig();
  /** A help category fills the form's inquiry type and takes the visitor to it. */
  const choose = (inquiry: (typeof HELP_CATEGORIES)[number]["inquiry"]) => {
    navigate(contactHref({ inquiry }), { replace: true });
    const select = document.getElementById("contact-inquiryType");
    select?.scrollIntoView({ block: "center" });
    select?.focus({ preventScroll: true });
  };
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent">Contact Us</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">How can we help?</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Questions about a product, help with software you own, or advice on what fits your firm:
          our team of accounting technology specialists is here for you.
        </p>
      </header>

      <section aria-label="How we can help" className="mt-10 grid gap-6 md:grid-cols-3">
        {HELP_CATEGORIES.map((category) => (
          <Card key={category.title} className="relative p-6 transition-shadow hover:shadow-md">
            <span className="flex size-11 items-center justify-center rounded-full bg-highlight text-accent">
              <category.icon className="size-5" aria-hidden="true" />
            </span>
            <h2 className="mt-4 font-semibold">{category.title}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{category.text}</p>
            {/* The whole card is the button's target (after:inset-0), its name the category. */}
            <button
              type="button"
              onClick={() => choose(category.inquiry)}
              className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-accent after:absolute after:inset-0 after:rounded-lg hover:underline"
            >
              Choose {category.title}
              <ArrowDown className="size-4" aria-hidden="true" />
            </button>
          </Card>
        ))}
      </section>

      <div className="mt-12 grid gap-8 lg:grid-cols-3">
        <Card className="p-6 sm:p-8 lg:col-span-2">
          <h2 className="text-xl font-semibold">Send us a message</h2>
          <p className="mb-6 mt-1 text-sm text-muted-foreground">
            Fields marked <span className="text-destructive">*</span> are required.
          </p>
          <DeferredSection>
            <ContactForm />
          </DeferredSection>
        </Card>

        <aside className="space-y-4" aria-label="Contact information">
          {config ? null : <Skeleton className="h-72 w-full" />}
          {(config ? contactCards(config.store) : []).map((card) => (
            <Card key={card.title} className="flex gap-4 p-5">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-highlight text-accent">
                <card.icon className="size-5" aria-hidden="true" />
              </span>
              <div className="text-sm">
                <h2 className="font-semibold">{card.title}</h2>
                {card.lines.map((line, index) =>
                  index === 0 && card.href ? (
                    <a
                      key={line}
                      href={card.href}
                      className="block font-medium text-accent hover:underline"
                    >
                      {line}
                    </a>
                  ) : (
                    <p key={line} className="text-muted-foreground">
                      {line}
                    </p>
                  ),
                )}
              </div>
            </Card>
          ))}
          <section
            aria-labelledby="emergency-heading"
            className="rounded-lg border border-destructive/30 bg-destructive/5 p-5"
          >
            <h2
              id="emergency-heading"
              className="flex items-center gap-2 font-semibold text-destructive"
            >
              <Siren className="size-5" aria-hidden="true" />
              Emergency Support
            </h2>
            <p className="mt-2 text-sm text-muted-foreground">
              Premium customers with a critical issue — such as software down before a filing
              deadline — can reach our priority support line around the clock.
            </p>
            <a
              href={telHref(EMERGENCY_PHONE)}
              className="mt-3 inline-block font-semibold text-destructive hover:underline"
            >
              {EMERGENCY_PHONE}
            </a>
          </section>
        </aside>
      </div>

      <section aria-labelledby="faq-heading" className="mt-16">
        <h2 id="faq-heading" className="text-center text-2xl font-bold tracking-tight">
          Frequently Asked Questions
        </h2>
        <dl className="mx-auto mt-8 grid max-w-5xl gap-6 md:grid-cols-2">
          {faqs(config?.store.supportHours).map((faq) => (
            <Card key={faq.question} className="p-6">
              <dt className="font-semibold">{faq.question}</dt>
              <dd className="mt-2 text-sm text-muted-foreground">{faq.answer}</dd>
            </Card>
          ))}
        </dl>
      </section>
    </div>
  );
}
