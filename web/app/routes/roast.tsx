import { useEffect, useState } from "react";
import { RequireAuth } from "../../features/auth";
import { announceWaitingShare, StudioOffline, StudioPage, useOnline } from "../../features/studio";
import { usePageTitle } from "../../lib/use-page-title";

/**
 * /roast — the roast studio (signed-in only; others are sent to /auth, told when an image they
 * shared waits for them). Opened offline (the service worker's shell), it shows the offline page
 * until the network is back, whether the browser says it is offline or the session check finds
 * no server; a studio already open stays as it is through a blip.
 */
export default function RoastPage() {
  usePageTitle("Roast Studio");
  const online = useOnline();
  const [openedOffline, setOpenedOffline] = useState(() => !online);
  useEffect(() => {
    if (online) setOpenedOffline(false);
  }, [online]);
  if (openedOffline) return <StudioOffline />;
  return (
    <RequireAuth onSignedOut={announceWaitingShare} unreachableFallback={<StudioOffline />}>
      <StudioPage />
    </RequireAuth>
  );
}
