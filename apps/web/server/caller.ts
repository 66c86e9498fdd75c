import "server-only";

import { cache } from "react";
import { headers } from "next/headers";

import { createCallerFactory } from "@hopper/core/trpc";

import { appRouter } from "./app-router";
import { createTrpcContext } from "@hopper/ui/server/trpc-context";

const createCaller = createCallerFactory(appRouter);

/** Server components call procedures directly, with the request's viewer, without HTTP. */
export const serverCaller = cache(async () => createCaller(await createTrpcContext(await headers())));
