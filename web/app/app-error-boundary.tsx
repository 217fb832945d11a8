import { Component, type ReactNode } from "react";
import { ErrorScreen } from "./error-screen";

/** Last line of defence for errors outside the router (providers, toasts). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return <ErrorScreen title="Well, that got burnt" message="Something went wrong while loading RoastReel. Reloading usually fixes it." />;
    }
    return this.props.children;
  }
}
