export { StudioPage } from "./components/studio-page";
export { StudioOffline } from "./components/studio-offline";
export { useOnline } from "./hooks/use-online";
export { announceWaitingShare } from "./lib/announce-waiting-share";
