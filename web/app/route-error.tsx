import { Component, type ReactNode } from "react";
import { ErrorScreen } from "./error-screen";

interface Props {
  /** The page's path: moving to another page clears the error. */
  pathname: string;
  children: ReactNode;
}

/** The pages' error screen: a thrown error while rendering a page lands here; header and footer stay. */
export class RouteErrorBoundary extends Component<Props, { failed: boolean; pathname: string }> {
  override state = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorScreen
        title="Well, that got burnt"
        message="Something went wrong on our side while showing this page. Reloading usually fixes it; your roasts are safe."
      />
    );
  }
}
