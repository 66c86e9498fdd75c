import { isServer, QueryClient } from "@tanstack/react-query";

/** How long fetched data counts as fresh: long enough that a page's server render is not refetched at once. */
const STALE_MS = 30_000;

function makeQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: STALE_MS } } });
}

let browserQueryClient: QueryClient | undefined;

/**
 * One QueryClient per browser tab, so every module's queries share one cache and one invalidation;
 * on the server a new one per render, so no user's data reaches another request.
 */
export function tabQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}
