"use server";

import { redirect } from "next/navigation";
import { ZodError } from "zod";

import { AppError } from "@hopper/core/errors";
import { refusalSeal } from "@hopper/ui/server/refusal-seal";

import { hostingCaller } from "../hosting-caller";
import { field } from "../options/run-form";

// The purchase flow's forms (they work without JavaScript): each reads its form and calls the procedure; a refusal
// comes back to the flow with its words sealed (a link cannot make the page say anything).

const backTo = (form: FormData, extra: Record<string, string> = {}) =>
  `/servers/buy?${new URLSearchParams({ plan: field(form, "plan").slice(0, 64), ...extra })}`;

const refusedTo = (form: FormData, message: string) => backTo(form, { error: message, seal: refusalSeal(message, {}) });

/** The refusal's message when the call was refused (a 4xx); anything else is thrown on. */
function refusalMessage(error: unknown): string {
  const cause = error instanceof Error && error.name === "TRPCError" ? (error.cause ?? error) : error;
  if (cause instanceof ZodError) return cause.issues[0]?.message ?? "Check the form.";
  if (cause instanceof AppError && cause.code !== "internal_error") return cause.message;
  throw error;
}

/** "Save card": billing's add-card service through hosting.buying.addCard, then back to the flow with it chosen. */
export async function addCardAction(form: FormData): Promise<void> {
  const card = Object.fromEntries(
    ["number", "expMonth", "expYear", "cvc"].map((name) => [name, field(form, name).slice(0, 64)]),
  );
  let target: string;
  try {
    const method = await (await hostingCaller()).buying.addCard(card);
    target = backTo(form, { method: method.id, notice: "card" });
  } catch (error) {
    target = refusedTo(form, refusalMessage(error));
  }
  redirect(target);
}

/**
 * Pay: the server's page on success (it shows the server being set up); the provider's message on a decline (the
 * service left nothing); the provider's confirmation step when the bank asks for one.
 */
export async function payAction(form: FormData): Promise<void> {
  let target: string;
  try {
    const { purchase, serverId } = await (
      await hostingCaller()
    ).buying.pay({
      orderId: field(form, "orderId"),
      productId: field(form, "productId"),
      priceId: field(form, "priceId"),
      interval: field(form, "interval") as "monthly",
      paymentMethodId: field(form, "paymentMethodId"),
      region: field(form, "region"),
      name: field(form, "name"),
      loader: field(form, "loader"),
      loaderVersion: field(form, "loaderVersion") || undefined,
      gameVersion: field(form, "gameVersion"),
    });
    const action = purchase.actionUrl ?? "";
    if (purchase.status === "failed") target = refusedTo(form, purchase.message ?? "");
    else if (purchase.status === "requires_action" && action.startsWith("/") && !action.startsWith("//")) {
      target = action;
    } else target = `/servers/manage/${encodeURIComponent(serverId)}`;
  } catch (error) {
    target = refusedTo(form, refusalMessage(error));
  }
  redirect(target);
}
