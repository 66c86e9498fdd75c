import "server-only";

import { moduleCaller } from "@hopper/ui/server/module-caller";

import { billingRouter } from "../../server/router";

/** The billing procedures as the current request's viewer (the settings, receipt and staff pages, their actions). */
export const billingCaller = async () => moduleCaller(billingRouter);

/** The tRPC code of a caller's refusal (NOT_FOUND, BAD_REQUEST, …), or undefined for anything else. */
export function refusalCode(error: unknown): string | undefined {
  return error instanceof Error && error.name === "TRPCError" ? (error as { code?: string }).code : undefined;
}
