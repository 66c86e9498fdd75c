"use server";

import { redirect } from "next/navigation";
import { ZodError } from "zod";

import { AppError } from "@hopper/core/errors";
import { refusalSeal } from "@hopper/ui/server/refusal-seal";

import { hostingCaller } from "../hosting-caller";
import { field } from "../options/run-form";

// The purchase flow's forms (they work without JavaScript): each reads its form and calls the procedure; a refusal
// comes back to the flow with its words sealed (a link cannot make the page say anything).

/** Back to the flow of the same plan and pack. */
function backTo(form: FormData, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  for (const name of ["plan", "pack"]) {
    const value = field(form, name).slice(0, 64);
    if (value) query.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  return `/servers/buy?${query}`;
}

/** The flow's own confirmation step (local stand-in or Stripe's 3-D Secure), returning to the server. */
const confirmPath = (serverId: string, chargeId: string) =>
  `/servers/buy/confirm?${new URLSearchParams({ server: serverId, charge: chargeId })}`;

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
      pack: field(form, "pack") || undefined,
    });
    if (purchase.status === "failed") target = refusedTo(form, purchase.message ?? "");
    else if (purchase.status === "requires_action") {
      // The flow's own step, which comes back to the server: the local provider's stand-in, or Stripe's 3-D Secure
      // through Stripe.js there (the client secret is fetched by the page, never carried in the address).
      target = confirmPath(serverId, purchase.chargeId);
    } else target = `/servers/manage/${encodeURIComponent(serverId)}`;
  } catch (error) {
    target = refusedTo(form, refusalMessage(error));
  }
  redirect(target);
}

/**
 * "Complete authentication" / "Fail authentication" of an order: completed goes to the server's page (it shows the
 * server being set up); failed comes back to the step, which says the order was cancelled.
 */
export async function confirmAction(form: FormData): Promise<void> {
  const serverId = field(form, "serverId").slice(0, 64);
  const chargeId = field(form, "chargeId").slice(0, 64);
  const outcome = field(form, "outcome") === "complete" ? "complete" : "fail";
  let target: string;
  try {
    await (await hostingCaller()).buying.confirm({ serverId, chargeId, outcome });
    target =
      outcome === "complete"
        ? `/servers/manage/${encodeURIComponent(serverId)}`
        : `${confirmPath(serverId, chargeId)}&notice=failed`;
  } catch (error) {
    const message = refusalMessage(error);
    target = `${confirmPath(serverId, chargeId)}&${new URLSearchParams({ error: message, seal: refusalSeal(message, {}) })}`;
  }
  redirect(target);
}
