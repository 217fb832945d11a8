import { Ghost } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { StatusPanel } from "../../components/ui/status-panel";
import { usePageTitle } from "../../lib/use-page-title";

/** Any unknown path. */
export default function NotFoundPage() {
  usePageTitle("Page Not Found");
  return (
    <StatusPanel
      icon={Ghost}
      tone="flame"
      title="Page Not Found"
      actions={
        <>
          <Link to="/" className={buttonClasses({ size: "lg" })}>
            Back to Home
          </Link>
          <Link to="/pricing" className={buttonClasses({ variant: "outline", size: "lg" })}>
            See Pricing
          </Link>
        </>
      }
    >
      <p>This page got roasted so hard it disappeared. Let's get you somewhere that exists.</p>
    </StatusPanel>
  );
}
