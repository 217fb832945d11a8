import { Ghost } from "lucide-react";
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
      links={[
        { to: "/", label: "Back to Home" },
        { to: "/pricing", label: "See Pricing" },
      ]}
    >
      <p>This page got roasted so hard it disappeared. Let's get you somewhere that exists.</p>
    </StatusPanel>
  );
}
