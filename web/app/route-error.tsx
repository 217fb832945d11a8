import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorScreen } from "./error-screen";

/** The router's error page: a thrown error while rendering a page lands here. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorScreen title="Page not found" message="This page has left the roast. Let's get you back." />;
  }
  return (
    <ErrorScreen
      title="Well, that got burnt"
      message="Something went wrong on our side while showing this page. Reloading usually fixes it; your roasts are safe."
    />
  );
}
