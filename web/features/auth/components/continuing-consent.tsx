import { Link } from "react-router";
import { MINIMUM_AGE } from "../../../../common/account";
import { cn } from "../../../lib/cn";

const linkClass = "underline underline-offset-2 hover:text-white";

/**
 * The consent of the ways in that have no sign-up form (a mailed link, Google): continuing is the
 * consent, so the page says what it confirms, as the form's checkbox does.
 */
export function ContinuingConsent({ className }: { className?: string }) {
  return (
    <p className={cn("text-sm text-zinc-300", className)}>
      By continuing you confirm you are {MINIMUM_AGE} or older and agree to the{" "}
      <Link to="/terms" target="_blank" rel="noopener" className={linkClass}>
        Terms
      </Link>{" "}
      and{" "}
      <Link to="/privacy" target="_blank" rel="noopener" className={linkClass}>
        Privacy Policy
      </Link>
      .
    </p>
  );
}
