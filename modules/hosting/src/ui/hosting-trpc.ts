import { moduleTrpc } from "@hopper/ui/trpc/client";

import type { HostingRouter } from "../server/router";

/** The hosting procedures for client components (`trpc.hosting.files.list.queryOptions({ … })`). */
export const useHostingTrpc = moduleTrpc<"hosting", HostingRouter>();
