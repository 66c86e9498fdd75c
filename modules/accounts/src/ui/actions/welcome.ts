"use server";

import { redirect } from "next/navigation";

import { accountsCaller } from "../caller";
import { signedIn } from "./form-state";

export async function welcomeAction(form: FormData): Promise<void> {
  const newsletter = form.get("newsletter") === "on";
  await signedIn(async () => (await accountsCaller()).profile.setNewsletter({ newsletter }));
  redirect("/dashboard");
}
