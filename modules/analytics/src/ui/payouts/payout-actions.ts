"use server";

import { revalidatePath } from "next/cache";

import { formText, withQuery } from "@hopper/ui/server/form-action";

import { dollarsText } from "./amount";
import { payoutCaller, runPayoutAction } from "./payout-run";

// The payout pages' forms (no JavaScript needed): read the form, call the procedure, go back with a notice.

const TRANSFERS = "/dashboard/revenue/transfers";
const WITHDRAW = "/dashboard/revenue/withdraw";
const ADMIN = "/admin/payouts";

/** The withdraw page's confirm button: the reviewed method, amount (cents) and address. */
export async function withdrawAction(form: FormData): Promise<void> {
  const methodId = formText(form, "method");
  const amount = formText(form, "amountMinor");
  const address = formText(form, "address");
  // A refusal (the balance changed meanwhile) goes back to the form with what was typed.
  const back = withQuery(WITHDRAW, {
    method: methodId.slice(0, 32),
    amount: /^\d{1,15}$/.test(amount) ? dollarsText(Number(amount)) : "",
    address: address.slice(0, 320),
  });
  await runPayoutAction(
    back,
    async () =>
      (await payoutCaller()).withdraw({
        methodId,
        amountMinor: /^\d{1,15}$/.test(amount) ? Number(amount) : Number.NaN,
        address,
      }),
    () => {
      revalidatePath(TRANSFERS);
      return withQuery(TRANSFERS, { notice: "withdrawn" });
    },
  );
}

/** "Cancel" of a payout in transit on the transfers page. */
export async function cancelPayoutAction(form: FormData): Promise<void> {
  await runPayoutAction(
    TRANSFERS,
    async () => (await payoutCaller()).cancel({ id: formText(form, "id") }),
    (payout) => {
      revalidatePath(TRANSFERS);
      return withQuery(TRANSFERS, { notice: payout.status === "cancelling" ? "cancelling" : "cancelled" });
    },
  );
}

/** "Mark paid" / "Mark failed" of a payout on /admin/payouts. */
export async function decidePayoutAction(form: FormData): Promise<void> {
  const reason = formText(form, "reason");
  await runPayoutAction(
    ADMIN,
    async () =>
      (await payoutCaller()).decide({
        id: formText(form, "id"),
        // Anything but the two buttons' values is refused by the procedure's input, never taken as "paid".
        status: formText(form, "status") as "success" | "failed",
        reason: reason === "" ? undefined : reason,
      }),
    () => {
      revalidatePath(ADMIN);
      return withQuery(ADMIN, { notice: "decided" });
    },
  );
}
