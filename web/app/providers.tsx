import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "sonner";
import { isApiError } from "../lib/api-client";
import { AuthProvider } from "../features/auth/auth-provider";

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; network blips and 5xx get one more try.
        retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 1,
      },
    },
  });
}

/** App-wide state: server cache, the session, and the toast stack (3 visible, 4.5 s each). */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <Toaster
        position="top-center"
        theme="dark"
        visibleToasts={3}
        duration={4500}
        closeButton
        toastOptions={{
          classNames: {
            toast: "!rounded-2xl !font-sans !shadow-2xl !shadow-black/50",
            title: "!font-semibold",
            default: "!border-white/10 !bg-ink-800 !text-zinc-100 [&_[data-description]]:!text-zinc-400",
            success: "!border-white/10 !bg-ink-800 !text-zinc-100 [&_[data-description]]:!text-zinc-400",
            error:
              "!border-red-500/50 !bg-[#3a0f14] !text-red-50 [&_[data-description]]:!text-red-200/85 [&_[data-icon]]:!text-red-400",
          },
        }}
      />
    </QueryClientProvider>
  );
}
