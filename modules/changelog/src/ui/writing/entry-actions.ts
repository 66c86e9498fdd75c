"use server";

import { revalidatePath } from "next/cache";

import { AppError } from "@hopper/core/errors";
import { moduleCaller } from "@hopper/ui/server/module-caller";

import { changelogRouter } from "../../server/router";
import { formText, runEntryForm, withQuery } from "./run-form";

// The editor's forms post here (no JavaScript needed): read the form, call the procedure, go back with a notice.

const LIST = "/admin/changelog";

/**
 * The form's time as an ISO instant. datetime-local has no zone and the editor is documented as UTC, so
 * "2026-12-01T09:00" means 09:00Z; anything else goes to the service as typed, which refuses it clearly.
 */
function publishedAtOf(form: FormData): string {
  const typed = formText(form, "publishedAt").trim().slice(0, 64);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(typed)) return `${typed}:00Z`;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?$/.test(typed)) return `${typed}Z`;
  return typed;
}

const fieldsOf = (form: FormData) => ({
  product: formText(form, "product"),
  publishedAt: publishedAtOf(form),
  versionLabel: formText(form, "versionLabel"),
  body: formText(form, "body"),
});

/** "Save" of the new-entry form. */
export async function createEntryAction(form: FormData): Promise<void> {
  await runEntryForm(
    `${LIST}/new`,
    async () => (await moduleCaller(changelogRouter)).entries.create(fieldsOf(form)),
    () => {
      revalidatePath("/news/changelog", "layout");
      return withQuery(LIST, { notice: "created" });
    },
  );
}

/** "Save" of the edit form. */
export async function updateEntryAction(form: FormData): Promise<void> {
  const id = formText(form, "id").slice(0, 64);
  await runEntryForm(
    `${LIST}/${encodeURIComponent(id)}/edit`,
    async () => (await moduleCaller(changelogRouter)).entries.update({ id, ...fieldsOf(form) }),
    () => {
      revalidatePath("/news/changelog", "layout");
      return withQuery(LIST, { notice: "saved" });
    },
  );
}

/** "Delete": only with the confirmation ticked (the form works without JavaScript, so no confirm() dialog). */
export async function deleteEntryAction(form: FormData): Promise<void> {
  const id = formText(form, "id").slice(0, 64);
  await runEntryForm(
    `${LIST}/${encodeURIComponent(id)}/edit`,
    async () => {
      if (formText(form, "confirm") !== "yes") {
        throw new AppError("invalid_input", "Tick the confirmation to delete the entry.");
      }
      return (await moduleCaller(changelogRouter)).entries.remove({ id });
    },
    () => {
      revalidatePath("/news/changelog", "layout");
      return withQuery(LIST, { notice: "deleted" });
    },
  );
}
