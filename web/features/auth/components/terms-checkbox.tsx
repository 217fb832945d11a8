import { Link } from "react-router";
import { MINIMUM_AGE } from "../../../../common/account";
import { Checkbox } from "../../../components/ui/checkbox";

interface TermsCheckboxProps {
  checked: boolean;
  onChange(checked: boolean): void;
}

const linkClass = "font-semibold text-flame-300 underline-offset-2 hover:underline";

/** Sign-up consent, one box for the minimum age and the Terms and Privacy Policy (the API's acceptTerms confirms both). Links open in a new tab so the form keeps its input. */
export function TermsCheckbox({ checked, onChange }: TermsCheckboxProps) {
  return (
    <Checkbox
      id="accept-terms"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      label={
        <>
          I am {MINIMUM_AGE} or older and I agree to the{" "}
          <Link to="/terms" target="_blank" rel="noopener" className={linkClass}>
            Terms of Service
          </Link>{" "}
          and the{" "}
          <Link to="/privacy" target="_blank" rel="noopener" className={linkClass}>
            Privacy Policy
          </Link>
          .
        </>
      }
    />
  );
}
