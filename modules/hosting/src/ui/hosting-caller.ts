import "server-only";

import { notFound } from "next/navigation";

import type { ModulePageProps } from "@hopper/ui/server/render-page";
import { moduleCaller } from "@hopper/ui/server/module-caller";

import { hostingRouter } from "../server/router";
import type { ServerPageView } from "../server/services/servers/server-view";

/** The hosting procedures as the current request's viewer (the panel's pages and their server actions). */
export const hostingCaller = async () => moduleCaller(hostingRouter);

/** The tRPC code of a caller's refusal (NOT_FOUND, BAD_REQUEST, …), or undefined for anything else. */
export function refusalCode(error: unknown): string | undefined {
  return error instanceof Error && error.name === "TRPCError" ? (error as { code?: string }).code : undefined;
}

/**
 * The server of a /servers/manage/[id]… page, or null when the viewer may not see it (unknown, malformed, someone
 * else's: all the same 'Server not found', so ids cannot be probed).
 */
export async function findServerView(params: ModulePageProps["params"]): Promise<ServerPageView | null> {
  const { id } = await params;
  try {
    return await (await hostingCaller()).servers.view({ id: typeof id === "string" ? id : "" });
  } catch (error) {
    const code = refusalCode(error);
    if (code === "NOT_FOUND" || code === "BAD_REQUEST" || code === "UNAUTHORIZED" || code === "FORBIDDEN") return null;
    throw error;
  }
}

/** As findServerView, answering the site's 404 page when the viewer may not see the server. */
export async function serverPageView(params: ModulePageProps["params"]): Promise<ServerPageView> {
  const view = await findServerView(params);
  if (!view) notFound();
  return view;
}
