"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import type { TRPCClient } from "@trpc/client";
import type { AnyTRPCRouter } from "@trpc/server";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { createContext, useContext, useState } from "react";
import type { ReactNode } from "react";
import superjson from "superjson";

import { tabQueryClient } from "./query-client";

/** Where the web app serves every module's router (apps/web/app/api/trpc). */
export const TRPC_ENDPOINT = "/api/trpc";

/**
 * The provider holds the tab's tRPC client untyped: it serves every module, and typing it with the
 * app-wide router would make this package import the registry. Each module re-types it over its own
 * router with `moduleTrpc` (./client.ts); the runtime proxy only builds paths, so that is safe.
 */
export interface TrpcHandles {
  client: TRPCClient<AnyTRPCRouter>;
  options: TRPCOptionsProxy<AnyTRPCRouter>;
}

const TrpcContext = createContext<TrpcHandles | null>(null);

/**
 * Mounted once in the root layout. One QueryClient and one batching tRPC client per browser tab;
 * superjson matches the server's transformer (modules/core/src/trpc/init.ts), so dates and maps survive.
 */
export function TrpcProvider({ children }: { children: ReactNode }) {
  const queryClient = tabQueryClient();
  const [handles] = useState<TrpcHandles>(() => {
    const client = createTRPCClient<AnyTRPCRouter>({
      links: [httpBatchLink({ url: TRPC_ENDPOINT, transformer: superjson })],
    });
    return { client, options: createTRPCOptionsProxy<AnyTRPCRouter>({ client, queryClient }) };
  });
  return (
    <QueryClientProvider client={queryClient}>
      <TrpcContext.Provider value={handles}>{children}</TrpcContext.Provider>
    </QueryClientProvider>
  );
}

/** The tab's untyped handles; modules use `moduleTrpc` instead, which types them. */
export function useTrpcHandles(): TrpcHandles {
  const handles = useContext(TrpcContext);
  if (!handles) throw new Error("tRPC is used outside <TrpcProvider> (it is mounted in the root layout).");
  return handles;
}
