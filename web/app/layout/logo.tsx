import { Flame } from "lucide-react";
import { Link } from "react-router";
import { BRAND, TAGLINE } from "../../../common/brand";

/** Brand mark + tagline, linking home. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/" onClick={onNavigate} className="group flex items-center gap-2.5 rounded-xl" aria-label={`${BRAND} home`}>
      <span className="grid size-10 place-items-center rounded-xl bg-flame-gradient shadow-lg shadow-flame-600/30 transition group-hover:rotate-[-6deg]">
        <Flame className="size-6 text-white" aria-hidden="true" strokeWidth={2.5} />
      </span>
      <span className="flex flex-col leading-none">
        <span className="font-display text-xl font-extrabold tracking-tight text-white">{BRAND}</span>
        <span className="mt-0.5 text-[11px] font-medium tracking-wide text-flame-300/90">{TAGLINE}</span>
      </span>
    </Link>
  );
}
