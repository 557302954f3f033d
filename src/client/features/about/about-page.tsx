import { Link } from "react-router";
import ArrowRight from "lucide-react/icons/arrow-right";
import Target from "lucide-react/icons/target";
import { buttonClass } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { CORE_VALUES, LEADERS, MILESTONES, STATISTICS } from "./about-content";
import { PartnersSection } from "./partners-section";

function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight">
        {title}
      </h2>
      {intro ? <p className="mt-3 text-muted-foreground">{intro}</p> : null}
    </div>
  );
}

export default function AboutPage() {
  return (
    <div>
      <section className="bg-gradient-to-b from-highlight to-background">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8 lg:py-20">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent">About Us</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
            The marketplace built for accounting professionals
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">
            Countinghouse helps CPAs, tax preparers and financial planners find, compare and buy the
            software, templates and SaaS tools that run a modern practice.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-20 px-4 py-16 sm:px-6 lg:px-8">
        <section aria-labelledby="mission-heading">
          <Card className="grid gap-8 p-8 md:grid-cols-[auto_1fr] md:items-center md:p-10">
            <span className="flex size-16 items-center justify-center rounded-2xl bg-highlight text-accent">
              <Target className="size-8" aria-hidden="true" />
            </span>
            <div>
              <h2 id="mission-heading" className="text-2xl font-bold tracking-tight">
                Our Mission
              </h2>
              <p className="mt-3 text-lg text-muted-foreground">
                To give every accounting and financial professional — from the sole practitioner to
                the growing firm — access to secure, proven technology and the expert guidance to
                choose it well, so they can spend less time on manual work and more time advising
                their clients.
              </p>
            </div>
          </Card>
        </section>

        <section aria-labelledby="values-heading">
          <SectionHeading
            id="values-heading"
            title="Our Core Values"
            intro="The principles behind every product we list and every answer we give."
          />
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {CORE_VALUES.map((value) => (
              <Card key={value.title} className="p-6">
                <span className="flex size-11 items-center justify-center rounded-full bg-highlight text-accent">
                  <value.icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 font-semibold">{value.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{value.text}</p>
              </Card>
            ))}
          </div>
        </section>

        <section aria-labelledby="journey-heading">
          <SectionHeading id="journey-heading" title="Our Journey" />
          <ol className="relative mx-auto mt-10 max-w-3xl space-y-8 border-l-2 border-highlight pl-8">
            {MILESTONES.map((milestone) => (
              <li key={milestone.year} className="relative">
                <span
                  className="absolute -left-[2.6rem] top-0.5 flex size-5 items-center justify-center rounded-full border-4 border-background bg-accent"
                  aria-hidden="true"
                />
                <p className="text-sm font-bold text-accent">{milestone.year}</p>
                <h3 className="mt-1 text-lg font-semibold">{milestone.title}</h3>
                <p className="mt-1 text-muted-foreground">{milestone.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="leadership-heading">
          <SectionHeading
            id="leadership-heading"
            title="Leadership Team"
            intro="Practitioners and technologists who have sat on your side of the desk."
          />
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {LEADERS.map((leader) => (
              <Card key={leader.role} className="p-6 text-center">
                <span
                  className="mx-auto flex size-20 items-center justify-center rounded-full bg-primary text-2xl font-semibold text-primary-foreground"
                  aria-hidden="true"
                >
                  {leader.initials}
                </span>
                <h3 className="mt-4 text-lg font-semibold">{leader.name}</h3>
                <p className="text-sm font-medium text-accent">{leader.role}</p>
                <p className="mt-3 text-sm text-muted-foreground">{leader.bio}</p>
              </Card>
            ))}
          </div>
        </section>

        <section
          aria-label="Countinghouse in numbers"
          className="rounded-2xl bg-primary px-6 py-12 text-primary-foreground"
        >
          <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
            {STATISTICS.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm text-slate-300">{stat.label}</dt>
                <dd className="text-3xl font-bold sm:text-4xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <PartnersSection />

        <section
          aria-labelledby="cta-heading"
          className="rounded-2xl bg-highlight px-6 py-12 text-center"
        >
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
            Ready to Transform Your Practice?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
            Explore professional tools chosen for accountants, or talk to our team about what your
            firm needs.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/products" className={buttonClass("default", "lg")}>
              Explore Products <ArrowRight aria-hidden="true" />
            </Link>
            <Link to="/contact" className={buttonClass("outline", "lg")}>
              Contact Us
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
