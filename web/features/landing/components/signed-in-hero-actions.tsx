import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button";

/** What the hero offers someone already signed in: no sign-up form, straight to work. */
export function SignedInHeroActions() {
  return (
    <div className="flex flex-col justify-center gap-3 sm:flex-row">
      <Link to="/roast" className={buttonClasses({ size: "lg" })}>
        Create Your Roast
        <ArrowRight className="size-5" aria-hidden="true" />
      </Link>
      <Link to="/account" className={buttonClasses({ variant: "outline", size: "lg" })}>
        My Account
      </Link>
    </div>
  );
}
