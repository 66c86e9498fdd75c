"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { ZodError } from "zod";

import { AppError } from "@hopper/core/errors";
import { localizedFormErrors } from "@hopper/ui/server/localized-error";
import { refusalSeal } from "@hopper/ui/server/refusal-seal";

import { hostingCaller } from "../hosting-caller";
import { noticeMessages } from "./notice-messages";

// /admin/servers/notices' forms (no JavaScript needed): read the form, call the procedure, come back with the outcome
// or the refusal sealed in the reader's language.

const PAGE = "/admin/servers/notices";

const text = (form: FormData, name: string, max: number) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
};

/** The notice's fields as typed; the service checks them. Dates are typed as UTC (datetime-local has no zone). */
function noticeFields(form: FormData) {
  const date = (name: string) => {
    const typed = text(form, name, 40).trim();
    return typed && !/[zZ]|[+-]\d\d:?\d\d$/.test(typed) ? `${typed}Z` : typed;
  };
  return {
    level: text(form, "level", 16),
    message: text(form, "message", 10_000),
    beginsAt: date("beginsAt"),
    expiresAt: date("expiresAt"),
    dismissable: form.get("dismissable") === "on",
    nodeId: text(form, "nodeId", 32),
  };
}

async function run(call: () => Promise<unknown>, done: string): Promise<never> {
  let target = `${PAGE}?notice=${done}`;
  try {
    await call();
    revalidatePath(PAGE);
  } catch (error) {
    const cause = error instanceof Error && error.name === "TRPCError" ? error.cause : error;
    if ((error as { code?: string }).code === "UNAUTHORIZED") redirect(`/auth/sign-in?redirect=${PAGE}`);
    const refused = (cause instanceof AppError && cause.code !== "internal_error") || cause instanceof ZodError;
    if (!refused) throw error;
    const shown = await localizedFormErrors(cause, [noticeMessages]);
    const message = shown.message ?? Object.values(shown.fields)[0] ?? "";
    target = `${PAGE}?${new URLSearchParams({ error: message, seal: refusalSeal(message, {}) })}`;
  }
  redirect(target);
}

export async function createNoticeAction(form: FormData): Promise<void> {
  await run(async () => (await hostingCaller()).notices.create(noticeFields(form)), "created");
}

export async function updateNoticeAction(form: FormData): Promise<void> {
  const noticeId = Number(text(form, "noticeId", 12));
  await run(
    async () =>
      (await hostingCaller()).notices.update({
        noticeId: Number.isInteger(noticeId) ? noticeId : -1,
        notice: noticeFields(form),
      }),
    "saved",
  );
}

export async function deleteNoticeAction(form: FormData): Promise<void> {
  const noticeId = Number(text(form, "noticeId", 12));
  await run(
    async () => (await hostingCaller()).notices.remove({ noticeId: Number.isInteger(noticeId) ? noticeId : -1 }),
    "deleted",
  );
}
