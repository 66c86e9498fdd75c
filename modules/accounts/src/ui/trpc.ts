import { moduleTrpc } from "@hopper/ui/trpc/client";

import type { AccountsRouter } from "../server/router";

/** The accounts procedures for client components (`trpc.accounts.sessions.list.queryOptions()`). */
export const useAccountsTrpc = moduleTrpc<"accounts", AccountsRouter>();
