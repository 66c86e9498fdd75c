import "server-only";

import { ZodError } from "zod";

import { runFormAction } from "@hopper/ui/server/form-action";
import type { FormRefusal } from "@hopper/ui/server/form-action";

export { formText, withQuery } from "@hopper/ui/server/form-action";

/** The editor's words for a refusal: the service's own message (English, like the editor), or zod's first. */
const editorWording = (refusal: FormRefusal) =>
  refusal instanceof ZodError ? (refusal.issues[0]?.message ?? "Check the form.") : refusal.message;

/** An editor form (see runFormAction; the rules and the admin check are the procedures' and services'). */
export function runEntryForm<T>(back: string, call: () => Promise<T>, next: (result: T) => string): Promise<never> {
  return runFormAction(editorWording, back, call, next);
}
