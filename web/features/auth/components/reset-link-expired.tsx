import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button";

/** What a broken, used or expired reset link shows: the way to ask for a new one. */
export function ResetLinkExpired() {
  return (
    <div className="space-y-6 text-center">
      <h1 className="text-3xl font-extrabold text-white sm:text-4xl">Link Expired</h1>
      <p className="text-zinc-400">This reset link is invalid or has expired. Reset links work once, for 30 minutes.</p>
      <Link to="/auth" className={buttonClasses({ size: "lg", className: "w-full" })}>
        Ask for a New Link
      </Link>
    </div>
  );
}
