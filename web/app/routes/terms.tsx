import { LegalDocument } from "../../features/legal/components/legal-document";
import { TERMS } from "../../features/legal/content/terms";
import { usePageTitle } from "../../lib/use-page-title";

/** /terms */
export default function TermsPage() {
  usePageTitle("Terms of Service");
  return <LegalDocument document={TERMS} />;
}
