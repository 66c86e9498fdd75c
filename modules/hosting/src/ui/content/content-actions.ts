"use server";

import { hostingCaller } from "../hosting-caller";
import { field, runServerForm } from "../options/run-form";

// The content page's forms post here (they work without JavaScript).

const back = (form: FormData) => `/servers/manage/${encodeURIComponent(field(form, "id"))}/content`;
const input = (form: FormData) => ({ id: field(form, "id"), projectId: field(form, "projectId") });

export async function installContentAction(form: FormData) {
  await runServerForm(back(form), "installed", async () => (await hostingCaller()).content.install(input(form)));
}

export async function removeContentAction(form: FormData) {
  await runServerForm(back(form), "removed", async () => (await hostingCaller()).content.remove(input(form)));
}

export async function updateContentAction(form: FormData) {
  await runServerForm(back(form), "updated", async () => (await hostingCaller()).content.update(input(form)));
}

export async function installModpackAction(form: FormData) {
  await runServerForm(back(form), "modpack", async () => (await hostingCaller()).content.installModpack(input(form)));
}
