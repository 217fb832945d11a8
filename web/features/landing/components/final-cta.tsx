import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button";

interface FinalCtaProps {
  signedIn: boolean;
  title?: string;
  text?: string;
}

/** The closing call to action: straight to the studio when signed in, to sign-up otherwise. */
export function FinalCta({
  signedIn,
  title = "Ready to Get Roasted?",
  text = "One screenshot. Seven seconds. Zero mercy (but PG-13). Your first roast is on us.",
}: FinalCtaProps) {
  return (
    <section aria-labelledby="final-cta-heading" className="px-4 py-14 sm:px-6 sm:py-20">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-flame-gradient px-6 py-16 text-center shadow-2xl shadow-flame-600/20 sm:px-12">
        <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-white/15 blur-3xl" />
        <h2 id="final-cta-heading" className="relative text-3xl font-extrabold text-white sm:text-5xl">
          {title}
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-white/85">{text}</p>
        <Link
          to={signedIn ? "/roast" : "/auth"}
          className={buttonClasses({
            variant: "light",
            size: "lg",
            className: "relative mt-8",
          })}
        >
          {signedIn ? "Create Your Roast" : "Get FREE roast now"}
          <ArrowRight className="size-5" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
