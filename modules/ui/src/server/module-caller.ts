import "server-only";

import { headers } from "next/headers";
import { cache } from "react";

import { createCallerFactory } from "@hopper/core/trpc";
import type { TrpcContext } from "@hopper/core/trpc";
import type { TRPCBuiltRouter, TRPCRouterRecord } from "@trpc/server";

import { createTrpcContext } from "./trpc-context";

/** The root types every module's router is built with (core's initTRPC: context, errors, transformer). */
type CoreRoot = Parameters<typeof createCallerFactory>[0]["_def"]["_config"]["$types"];

/** The request's tRPC context (viewer, address), built once per server render or action. */
const requestContext = cache(async (): Promise<TrpcContext> => createTrpcContext(await headers()));

/**
 * A server-side caller of one module's router with the request's context, for server components and
 * server actions: the same procedure (zod input, authorization, service) as the browser's tRPC call,
 * without HTTP. Takes the module's own router so no module needs the registry's app-wide router.
 *
 *   const caller = await moduleCaller(accountsRouter);
 *   await caller.revokeSession({ id });
 */
export async function moduleCaller<TRecord extends TRPCRouterRecord>(moduleRouter: TRPCBuiltRouter<CoreRoot, TRecord>) {
  return createCallerFactory(moduleRouter)(await requestContext());
}
