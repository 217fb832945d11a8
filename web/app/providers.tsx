import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import { AuthProvider } from "../features/auth/auth-provider";
import { isApiError } from "../lib/api-client";
import { whenIdle } from "../lib/when-idle";
import { type PageData, refreshPageData, seedQueryClient } from "./page-data";
import { registerServiceWorker } from "./register-service-worker";

function createQueryClient(pageData: PageData | null) {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; network blips and 5xx get one more try.
        retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 1,
      },
    },
  });
  seedQueryClient(client, pageData);
  return client;
}

/** App-wide state: server cache, the session, and the toast stack (3 visible, 4.5 s each). */
export function Providers({ children, pageData = null }: { children: ReactNode; pageData?: PageData | null }) {
  const [queryClient] = useState(() => createQueryClient(pageData));
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  // The toaster is not part of the first paint; it loads once the page is idle after loading
  // (messages raised before then wait for it: web/lib/toast.ts).
  useEffect(() => whenIdle(() => void import("./toaster-host").then((module) => setToaster(() => module.default))), []);
  // The service worker installs once the page is idle, so it costs the first paint nothing.
  useEffect(() => whenIdle(() => void registerServiceWorker(), 4000), []);
  useEffect(() => (pageData ? whenIdle(() => void refreshPageData(queryClient)) : undefined), [pageData, queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider deferSession={pageData !== null}>{children}</AuthProvider>
      {Toaster ? <Toaster /> : null}
    </QueryClientProvider>
  );
}
