import { type ReactNode, StrictMode } from "react";
import { BrowserRouter } from "react-router";
import { AppErrorBoundary } from "./app-error-boundary";
import type { PageData } from "./page-data";
import { Providers } from "./providers";
import { AppRoutes } from "./router";

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
  return (
    <AppFrame pageData={pageData}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
