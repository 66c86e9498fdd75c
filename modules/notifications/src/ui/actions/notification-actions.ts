"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { ZodError } from "zod";

import { catalogErrorMessages } from "@hopper/catalog/server";
import { AppError } from "@hopper/core/errors";
import { localizedFormErrors } from "@hopper/ui/server/localized-error";
import { refusalSeal } from "@hopper/ui/server/refusal-seal";
import { getViewer } from "@hopper/ui/server/viewer";

import { errorMessages } from "../error-messages";
import { notificationsCaller } from "../caller";

const HOME = "/dashboard/notifications";

/** Where a form sends the reader back: one of the module's own pages (never an address from the form). */
function backOf(form: FormData): string {
  return form.get("back") === "history" ? `${HOME}/history` : HOME;
}

/**
 * Runs a procedure for a form that works without script: success goes back with `?notice=`, a refusal with
 * `?error=` in the reader's language (the notifications' and the catalogue's refusals, whose services answer
 * an invite); a crash is rethrown.
 */
async function run(form: FormData, work: () => Promise<Record<string, string>>): Promise<never> {
  const back = backOf(form);
  if (!(await getViewer())) redirect(`/auth/sign-in?redirect=${encodeURIComponent(back)}`);
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(await work());
    // The header's bell is in the layout, which a redirect to the same page keeps: render it again too.
    revalidatePath("/", "layout");
  } catch (error) {
    const cause = error instanceof Error && error.name === "TRPCError" ? error.cause : error;
    const refused = (cause instanceof AppError && cause.code !== "internal_error") || cause instanceof ZodError;
    if (!refused) throw error;
    const shown = await localizedFormErrors(cause, [errorMessages, catalogErrorMessages]);
    const message = shown.message ?? Object.values(shown.fields)[0] ?? "";
    // Sealed, so the page shows only a refusal this site wrote, never text a link made up.
    params = new URLSearchParams({ error: message, seal: refusalSeal(message, {}) });
  }
  redirect(`${back}?${params}`);
}

const idOf = (form: FormData) => String(form.get("id") ?? "").slice(0, 64);

/** "Mark as read" on one notification. */
export async function markReadAction(form: FormData) {
  await run(form, async () => {
    await (await notificationsCaller()).markRead({ id: idOf(form) });
    return { notice: "markedRead" };
  });
}

/** "Mark all as read". */
export async function markAllReadAction(form: FormData) {
  await run(form, async () => {
    const count = await (await notificationsCaller()).markAllRead();
    return { notice: "allRead", count: String(count) };
  });
}

/** Accept or Decline on an invite notification (`intent`). */
export async function answerInviteAction(form: FormData) {
  await run(form, async () => {
    const caller = await notificationsCaller();
    if (form.get("intent") === "accept") {
      await caller.acceptInvite({ id: idOf(form) });
      return { notice: "accepted" };
    }
    await caller.declineInvite({ id: idOf(form) });
    return { notice: "declined" };
  });
}
