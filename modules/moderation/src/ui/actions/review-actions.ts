"use server";

import { redirect } from "next/navigation";
import { ZodError } from "zod";

import { catalogErrorMessages } from "@hopper/catalog/server";
import { AppError } from "@hopper/core/errors";
import { localizedFormErrors } from "@hopper/ui/server/localized-error";
import { getViewer } from "@hopper/ui/server/viewer";

import { moderationCaller } from "../staff-caller";
import { text } from "./staff-form";

/** What the decision form shows after a refused decision (the lock, a project no longer in review…). */
export interface DecisionState {
  error: string | null;
  message: string;
}

const isTrpcError = (error: unknown): error is Error & { code: string } =>
  error instanceof Error && error.name === "TRPCError" && "code" in error;

/**
 * Approve, Reject or Withhold (the pressed button's `decision`) with the message. Success goes back to the queue
 * with the confirmation; a refusal stays on the panel with its reason in the reader's language and the message
 * kept. Through `useActionState`, so the form works before (and without) the page's script.
 */
export async function decideAction(_previous: DecisionState, form: FormData): Promise<DecisionState> {
  const message = text(form, "message");
  if (!(await getViewer())) redirect("/auth/sign-in?redirect=%2Fmoderation%2Freview");
  let status: string;
  try {
    const decision = text(form, "decision") as "approve" | "reject" | "withhold";
    const decided = await (
      await moderationCaller()
    ).review.decide({
      projectId: text(form, "projectId"),
      decision,
      message,
    });
    status = decided.status;
  } catch (error) {
    if (!isTrpcError(error) || error.code === "INTERNAL_SERVER_ERROR") throw error;
    const cause = error.cause;
    if (!(cause instanceof AppError) && !(cause instanceof ZodError)) return { error: error.message, message };
    const shown = await localizedFormErrors(cause, [catalogErrorMessages]);
    return { error: shown.message ?? Object.values(shown.fields)[0] ?? error.message, message };
  }
  redirect(`/moderation/review?decided=${encodeURIComponent(status)}`);
}

/** "Release": lets go of one's own lock and returns to the queue (the tab would take the lock again). */
export async function releaseAction(form: FormData) {
  if (await getViewer()) await (await moderationCaller()).review.unlock({ projectId: text(form, "projectId") });
  redirect("/moderation/review");
}
