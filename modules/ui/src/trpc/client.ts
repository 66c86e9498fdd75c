import type { TRPCClient } from "@trpc/client";
import type { AnyTRPCRouter, TRPCBuiltRouter, TRPCDecorateCreateRouterOptions } from "@trpc/server";
import type { TRPCOptionsProxy } from "@trpc/tanstack-react-query";

import { useTrpcHandles } from "./provider";

/**
 * The app-wide router as one module sees it: only its own router, under its id — the same paths the
 * app serves (`/api/trpc/<id>.<procedure>`), so a module never imports the registry's AppRouter.
 */
export type ModuleApi<TId extends string, TRouter extends AnyTRPCRouter> = TRPCBuiltRouter<
  TRouter["_def"]["_config"]["$types"],
  TRPCDecorateCreateRouterOptions<{ [K in TId]: TRouter }>
>;

/**
 * Per-module typed access to the provider's client, for TanStack Query (v11's recommended
 * `@trpc/tanstack-react-query` integration rather than the classic `@trpc/react-query` hooks: it
 * gives plain `queryOptions`/`mutationOptions` that work with `useQuery`/`useMutation`, and lets
 * every module type the one shared client over its own router).
 *
 *   // modules/accounts/src/ui/trpc.ts
 *   export const useAccountsTrpc = moduleTrpc<"accounts", AccountsRouter>();
 *   // in a client component
 *   const trpc = useAccountsTrpc();
 *   const sessions = useQuery(trpc.accounts.sessions.queryOptions());
 *
 * The type arguments are the whole contract; the id is not needed at runtime because the proxy
 * builds the path from the property names.
 */
export function moduleTrpc<TId extends string, TRouter extends AnyTRPCRouter>() {
  /** The typed options proxy (`trpc.<id>.<procedure>.queryOptions()` / `.mutationOptions()` / `.queryKey()`). */
  return function useModuleTrpc(): TRPCOptionsProxy<ModuleApi<TId, TRouter>> {
    return useTrpcHandles().options as unknown as TRPCOptionsProxy<ModuleApi<TId, TRouter>>;
  };
}

/** The plain client over one module's router, for imperative calls (`client.<id>.x.mutate()`). */
export function moduleTrpcClient<TId extends string, TRouter extends AnyTRPCRouter>() {
  return function useModuleTrpcClient(): TRPCClient<ModuleApi<TId, TRouter>> {
    return useTrpcHandles().client as unknown as TRPCClient<ModuleApi<TId, TRouter>>;
  };
}

// Modules use TanStack Query through @hopper/ui, so the one copy the provider's QueryClient belongs to is
// the one their hooks read (and no module needs its own dependency on it).
export { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
/** A module's procedure answers and inputs as types (`RouterOutputs<AccountsRouter>["tokens"]["list"]`). */
export type { inferRouterInputs as RouterInputs, inferRouterOutputs as RouterOutputs } from "@trpc/server";
