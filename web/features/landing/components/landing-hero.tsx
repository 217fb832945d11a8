import { Flame } from "lucide-react";
import type { ReactNode } from "react";
import { PRODUCT } from "../../../../common/brand";
import { Badge } from "../../../components/ui/badge";
import { TrustRow } from "../../../components/marketing/trust-row";

/** The landing page's first screen; `signup` is the email / Google box. */
export function LandingHero({ signup }: { signup: ReactNode }) {
  return (
    <div className="relative mx-auto flex w-full max-w-4xl flex-col items-center px-4 pt-16 pb-24 text-center sm:px-6 sm:pt-24">
      <Badge className="px-4 py-1.5 text-sm backdrop-blur">
        <Flame className="size-4" aria-hidden="true" />
        Get Your First FREE {PRODUCT} in 1 Minute!
      </Badge>
      <h1 className="mt-8 text-5xl leading-[0.95] font-extrabold text-balance text-white sm:text-8xl">
        Get <span className="text-flame-gradient">Roasted</span> by AI
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-zinc-300 sm:text-xl">
        Upload a screenshot of any profile, post or outfit. Our AI reads it, finds the funny and serves a 7-second roast video with captions, ready to share.
      </p>
      {/* The placeholder one step lighter than elsewhere: it sits over the moving hero. */}
      <div className="mt-10 w-full max-w-xl [&_input]:placeholder:text-zinc-400">{signup}</div>
      <div className="mt-10">
        <TrustRow />
      </div>
    </div>
  );
}
