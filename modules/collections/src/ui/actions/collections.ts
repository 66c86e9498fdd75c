"use server";

import { collections, backTo, requireSignedIn, runForm, text } from "./form-runner";

// The collection forms that work without JavaScript: each reads its form and calls the procedure through the
// server-side caller (validation and authorization live there); a refusal comes back as ?error=.

const pageOf = (collectionId: string) => `/collection/${encodeURIComponent(collectionId)}`;

/** The dashboard's "Create collection": on success, the new collection's page. */
export async function createCollectionAction(form: FormData) {
  const back = `/dashboard/collections?${new URLSearchParams({ name: text(form, "name") })}`;
  await requireSignedIn("/dashboard/collections");
  await runForm(back, async () => {
    const description = text(form, "description");
    const { id } = await (await collections()).create({ name: text(form, "name"), description: description || null });
    return pageOf(id);
  });
}

/** The owner's edit form: name, summary and status; or the icon's upload / removal (`intent`). */
export async function updateCollectionAction(form: FormData) {
  const collectionId = text(form, "collectionId");
  const back = pageOf(collectionId);
  await requireSignedIn(back);
  await runForm(back, async () => {
    const caller = await collections();
    const intent = text(form, "intent");
    if (intent === "remove-icon") {
      await caller.setIcon({ collectionId, bytes: null });
    } else if (intent === "upload-icon") {
      const file = form.get("icon");
      // No file chosen is no image: the service's "Icons must be PNG, JPEG, GIF or WebP images."
      const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array(0);
      await caller.setIcon({ collectionId, bytes });
    } else {
      const description = text(form, "description");
      await caller.update({
        collectionId,
        name: text(form, "name"),
        description: description || null,
        status: text(form, "status"),
      });
    }
    return `${back}?notice=saved`;
  });
}

/** "Remove" under a project card: back to the page (and type tab) it was pressed on. */
export async function removeProjectAction(form: FormData) {
  const collectionId = text(form, "collectionId");
  const back = backTo(form, pageOf(collectionId));
  await requireSignedIn(back);
  await runForm(back, async () => {
    await (await collections()).removeProject({ collectionId, projectId: text(form, "projectId") });
    return back;
  });
}

/** "Unfollow" under a project card of the followed-projects collection. */
export async function unfollowAction(form: FormData) {
  const back = backTo(form, "/collection/following");
  await requireSignedIn(back);
  await runForm(back, async () => {
    await (await collections()).unfollow({ projectId: text(form, "projectId") });
    return back;
  });
}

/** The confirmation step's "Delete collection" (the page's ?delete=confirm): then the dashboard's list. */
export async function deleteCollectionAction(form: FormData) {
  const collectionId = text(form, "collectionId");
  const back = pageOf(collectionId);
  await requireSignedIn(back);
  await runForm(back, async () => {
    await (await collections()).delete({ collectionId });
    return "/dashboard/collections?notice=deleted";
  });
}
