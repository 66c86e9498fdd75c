"use server";

import { redirect } from "next/navigation";

import { db } from "@hopper/core/db";

import { setNewsletter } from "../../server/services/account-settings";
import { requireViewer } from "./require-viewer";

export async function welcomeAction(form: FormData): Promise<void> {
  const viewer = await requireViewer();
  await setNewsletter(db(), viewer.user.id, form.get("newsletter") === "on");
  redirect("/dashboard");
}
