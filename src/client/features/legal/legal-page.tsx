import TriangleExclamationPoint from "lucide-react/icons/triangle-exclamation-point";
import { LEGAL_REVIEWED, type LegalDocument } from "@shared/legal-documents";

/** One of the legal pages: the document, under a notice that it is a template to be reviewed. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{document.title}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{document.summary}</p>
      </header>
      <aside
        aria-label="Template notice"
        className="mt-6 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      >
        <TriangleExclamationPoint className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>
          <strong className="font-semibold">{LEGAL_REVIEWED}.</strong> This page is a template that
          describes how this store works. The store's operator must have it reviewed by a qualified
          lawyer for their own company, location and customers before relying on it.
        </p>
      </aside>
      {document.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-foreground/90">
              {paragraph}
            </p>
          ))}
          {section.list ? (
            <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-foreground/90">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
