import { ArrowRight, Hash } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { buttonClasses } from "../../../components/ui/button";
import type { SeoPageContent } from "../content/types";

/** The first screen of an SEO landing page: keywords, title, subtitle and the call to action. */
export function SeoHero({ page }: { page: SeoPageContent }) {
  return (
    <div className="relative mx-auto flex w-full max-w-4xl flex-col items-center px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24">
      <ul aria-label="Keywords" className="flex flex-wrap justify-center gap-2">
        {page.keywords.map((keyword) => (
          <li key={keyword}>
            <Badge tone="muted">
              <Hash className="size-3 text-flame-400" aria-hidden="true" />
              {keyword}
            </Badge>
          </li>
        ))}
      </ul>
      <h1 className="mt-8 text-5xl leading-[0.95] font-extrabold text-white sm:text-7xl">
        <span className="text-flame-gradient">{page.title}</span>
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-zinc-200 sm:text-xl">{page.subtitle}</p>
      <Link to="/roast" className={buttonClasses({ size: "lg", className: "mt-10" })}>
        {page.ctaText}
        <ArrowRight className="size-5" aria-hidden="true" />
      </Link>
    </div>
  );
}
