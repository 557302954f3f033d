import { legalSectionId, type LegalDocument } from "@shared/legal-documents";
import { Skeleton } from "@client/components/ui/skeleton";
import { usePublicConfig } from "@client/lib/use-public-config";

/** One of the legal pages, written with the shop's configured identity (decision 0260). */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { data: config } = usePublicConfig();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{document.title}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{document.summary}</p>
        <p className="mt-2 text-sm text-muted-foreground">Effective {document.effective}</p>
      </header>
      {config ? (
        document.sections(config.store).map((section) => (
          <section
            key={section.heading}
            id={legalSectionId(section.heading)}
            className="mt-8 scroll-mt-20"
          >
            <h2 className="text-xl font-semibold">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-foreground/90">
                {paragraph}
              </p>
            ))}
            {section.list ? (
              <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-foreground/90">
                {section.list.map((item) => (
                  <li key={item} className="break-words">
                    {item}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))
      ) : (
        <div className="mt-8 grid gap-3" aria-hidden="true">
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      )}
    </article>
  );
}
