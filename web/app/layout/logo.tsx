import { Flame } from "lucide-react";
import { Link } from "react-router";
import { BRAND, TAGLINE } from "../../../common/brand";

/**
 * Brand mark + tagline, linking home. The link's name is "RoastReel home" and its visible text
 * "RoastReel" (a name that contains what is shown, as speech-input users need); the tagline sits
 * beside it, and the link's ::after stretches over the whole mark so all of it stays clickable.
 */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="group relative flex items-center gap-2.5 rounded-xl pr-1.5 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-flame-400">
      <span
        aria-hidden="true"
        className="grid size-10 place-items-center rounded-xl bg-flame-gradient shadow-lg shadow-flame-600/30 transition group-hover:rotate-[-6deg]"
      >
        <Flame className="size-6 text-white" strokeWidth={2.5} />
      </span>
      <span className="flex flex-col leading-none">
        <Link
          to="/"
          onClick={onNavigate}
          aria-label={`${BRAND} home`}
          className="font-display text-xl font-extrabold tracking-tight text-white after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
        >
          {BRAND}
        </Link>
        <span className="mt-0.5 text-[11px] font-medium tracking-wide text-flame-300/90">{TAGLINE}</span>
      </span>
    </div>
  );
}
