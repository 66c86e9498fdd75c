"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";

import { hostingCaller, refusalCode } from "../hosting-caller";

// The notices' forms work without JavaScript: each action reads its form, calls the procedure (which decides who may
// do what) and goes back to the page.

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Where to go back to after a dismissal: the server page it was sent from, never another site or server. */
function backTo(serverId: string, typed: string): string {
  const home = `/servers/manage/${encodeURIComponent(serverId)}`;
  return typed === home ||
    (/^\/servers\/manage\/[A-Za-z0-9]{8}\/[a-z/-]{1,64}$/.test(typed) && typed.startsWith(`${home}/`))
    ? typed
    : home;
}

/** "Dismiss" of a notice on a server page. */
export async function dismissNoticeAction(form: FormData): Promise<void> {
  const serverId = text(form, "serverId").slice(0, 16);
  const noticeId = Number(text(form, "noticeId").slice(0, 12));
  try {
    await (await hostingCaller()).notices.dismiss({ serverId, noticeId: Number.isInteger(noticeId) ? noticeId : -1 });
  } catch (error) {
    // a notice deleted or dismissed meanwhile is simply gone from the page; a refused server answers its 404
    const code = refusalCode(error);
    if (code === "UNAUTHORIZED") redirect("/auth/sign-in");
    if (!code) throw error;
  }
  const page = backTo(serverId, text(form, "returnTo"));
  revalidatePath(page);
  redirect(page);
}
