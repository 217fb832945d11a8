import { WifiOff } from "lucide-react";
import { StatusPanel } from "../../../components/ui/status-panel";

/**
 * The studio without a network (the service worker answered with the precached shell): nothing
 * signed in is stored on the device, so it says so and comes back by itself once online.
 */
export function StudioOffline() {
  return (
    <StatusPanel icon={WifiOff} tone="warning" title="You're offline">
      <p>
        The studio needs a connection to roast and to show your videos. It comes back by itself as soon as you're online; an image you shared waits here for 15
        minutes.
      </p>
    </StatusPanel>
  );
}
