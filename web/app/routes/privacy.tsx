import { LegalDocument } from "../../features/legal/components/legal-document";
import { PRIVACY } from "../../features/legal/content/privacy";
import { usePageTitle } from "../../lib/use-page-title";

/** /privacy */
export default function PrivacyPage() {
  usePageTitle("Privacy Policy");
  return <LegalDocument document={PRIVACY} />;
}
