"use server";

import { moderationCaller } from "../staff-caller";
import { runStaffForm, text } from "./staff-form";

/** Where a user form returns: that user's page (the username is only an address part, checked by the page). */
const userPage = (form: FormData) => `/moderation/user/${encodeURIComponent(text(form, "username").slice(0, 64))}`;

/** "Ban user" with its reason. */
export async function banAction(form: FormData) {
  const back = userPage(form);
  await runStaffForm(back, async () => {
    await (await moderationCaller()).users.ban({ userId: text(form, "userId"), reason: text(form, "reason") });
    return `${back}?notice=banned`;
  });
}

/** "Lift the ban". */
export async function unbanAction(form: FormData) {
  const back = userPage(form);
  await runStaffForm(back, async () => {
    await (await moderationCaller()).users.unban({ userId: text(form, "userId") });
    return `${back}?notice=unbanned`;
  });
}
