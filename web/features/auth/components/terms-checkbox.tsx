import { Link } from "react-router";
import { Checkbox } from "../../../components/ui/checkbox";

interface TermsCheckboxProps {
  checked: boolean;
  onChange(checked: boolean): void;
}

const linkClass = "font-semibold text-flame-300 underline-offset-2 hover:underline";

/** Sign-up consent: Terms, Privacy Policy and the minimum age. Links open in a new tab so the form keeps its input. */
export function TermsCheckbox({ checked, onChange }: TermsCheckboxProps) {
  return (
    <Checkbox
      id="accept-terms"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      label={
        <>
          I am 13 or older and I agree to the{" "}
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
