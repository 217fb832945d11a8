import { useState } from "react";
import { RouterProvider } from "react-router";
import { AppErrorBoundary } from "./app-error-boundary";
import { Providers } from "./providers";
import { createAppRouter } from "./router";

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppErrorBoundary>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </AppErrorBoundary>
  );
}
