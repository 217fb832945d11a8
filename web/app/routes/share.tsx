import { useParams } from "react-router";
import { ReportRoastButton } from "../../features/reports";
import { SharedRoastPage } from "../../features/studio/components/shared-roast-page";

/** /r/:slug — a shared roast (public). */
export default function SharePage() {
  const { slug = "" } = useParams();
  return <SharedRoastPage slug={slug} report={<ReportRoastButton slug={slug} />} />;
}
