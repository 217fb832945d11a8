import { type ReactNode, StrictMode, useState } from "react";
import { RouterProvider } from "react-router";
import { AppErrorBoundary } from "./app-error-boundary";
import type { PageData } from "./page-data";
import { Providers } from "./providers";
import { createAppRouter } from "./router";

/** Everything around the router; the prerender wraps its static router in the same frame. */
export function AppFrame({ children, pageData }: { children: ReactNode; pageData: PageData | null }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <Providers pageData={pageData}>{children}</Providers>
      </AppErrorBoundary>
    </StrictMode>
  );
}

export function App({ pageData = null }: { pageData?: PageData | null }) {
  const [router] = useState(createAppRouter);
  return (
    <AppFrame pageData={pageData}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
