import { RequireAuth } from "../../features/auth";
import { StudioPage } from "../../features/studio";
import { usePageTitle } from "../../lib/use-page-title";

/** /roast — the roast studio (signed-in only; others are sent to /auth). */
export default function RoastPage() {
  usePageTitle("Roast Studio");
  return (
    <RequireAuth>
      <StudioPage />
    </RequireAuth>
  );
}
