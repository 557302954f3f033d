import type { ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { LazyToaster } from "@client/components/ui/lazy-toaster";

/** The query client is made by the entry (main.tsx, entry-server.tsx), filled with the server's data. */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
