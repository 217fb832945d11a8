import { PageHero } from "../../../components/marketing/page-hero";
import type { LegalDocumentContent } from "../content/types";

/** A legal page: heading, a table of contents, then numbered sections. */
export function LegalDocument({ document }: { document: LegalDocumentContent }) {
  return (
    <>
      <PageHero eyebrow="Legal" title={document.title}>
        <p className="text-sm">Last updated {document.lastUpdated}</p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-xs font-semibold tracking-widest text-zinc-400 uppercase">On this page</p>
          <ol className="mt-4 space-y-2 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-zinc-400 transition hover:text-flame-300">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl space-y-10 leading-relaxed text-zinc-300">
          <p className="text-lg text-zinc-200">{document.intro}</p>
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-white">
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4">
                  {paragraph}
                </p>
              ))}
              {section.list ? (
                <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-flame-400">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
