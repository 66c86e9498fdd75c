"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { ZodError } from "zod";

import { AppError } from "@hopper/core/errors";
import { localizedFormErrors } from "@hopper/ui/server/localized-error";
import { refusalSeal } from "@hopper/ui/server/refusal-seal";
import { getViewer } from "@hopper/ui/server/viewer";

import { messageIdInput, sendMessageInput } from "../../server/procedures/threads/inputs";
import { threadErrorMessages } from "../messages/thread-errors";
import { threadCaller } from "../thread-caller";
import { backTo, THREAD_ANCHOR } from "../components/thread-return";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * Runs a thread procedure for a form that works without script, then comes back to the page the form was on: with
 * `?notice=` when it worked, with the refusal (sealed, in the reader's language) when it did not. The procedure
 * validates and authorizes; this only reads the fields.
 */
async function run(form: FormData, notice: string, act: () => Promise<unknown>) {
  const back = backTo(text(form, "returnTo"));
  if (!(await getViewer())) redirect(`/auth/sign-in?redirect=${encodeURIComponent(back.pathname + back.search)}`);
  try {
    await act();
    revalidatePath(back.pathname);
    back.searchParams.set("notice", notice);
  } catch (error) {
    const cause = error instanceof Error && error.name === "TRPCError" ? error.cause : error;
    const refused = (cause instanceof AppError && cause.code !== "internal_error") || cause instanceof ZodError;
    if (!refused) throw error;
    const shown = await localizedFormErrors(cause, [threadErrorMessages]);
    const message = shown.message ?? Object.values(shown.fields)[0] ?? "";
    back.searchParams.set("error", message);
    back.searchParams.set("seal", refusalSeal(message, {}));
  }
  redirect(`${back.pathname}${back.search}#${THREAD_ANCHOR}`);
}

/** "Send" under a thread: the markdown body, and for staff the private-note box. */
export async function sendThreadMessageAction(form: FormData) {
  await run(form, "thread-sent", async () => {
    const input = sendMessageInput.parse({
      threadId: text(form, "threadId"),
      body: text(form, "body"),
      private: form.get("private") === "on",
    });
    await (await threadCaller()).sendMessage(input);
  });
}

/** "Delete" beside one's own message (or any, for staff). */
export async function deleteThreadMessageAction(form: FormData) {
  await run(form, "thread-deleted", async () => {
    const input = messageIdInput.parse({ messageId: text(form, "messageId") });
    await (await threadCaller()).deleteMessage(input);
  });
}
