"use server";

import { billingCaller } from "./billing-caller";
import { settingsPaymentNext } from "./payment-next";
import { field, runBillingAction } from "./run-action";

// The /settings/billing and /admin/billing/{id} forms post here (they work without JavaScript). Each reads its form
// and calls the procedure through the server-side caller: rules and authorization are the procedure's and service's.

const SETTINGS = "/settings/billing";
const staffPage = (userId: string) => `/admin/billing/${encodeURIComponent(userId)}`;

/** "Yes, cancel" (the confirmation step of Cancel subscription). */
export async function cancelSubscriptionAction(form: FormData) {
  await runBillingAction(SETTINGS, "cancelled", async () =>
    (await billingCaller()).settings.cancel({ id: field(form, "id") }),
  );
}

export async function uncancelSubscriptionAction(form: FormData) {
  await runBillingAction(SETTINGS, "uncancelled", async () =>
    (await billingCaller()).settings.uncancel({ id: field(form, "id") }),
  );
}

export async function changeIntervalAction(form: FormData) {
  await runBillingAction(SETTINGS, "interval", async () =>
    (await billingCaller()).settings.changeInterval({
      id: field(form, "id"),
      interval: field(form, "interval") as "monthly",
    }),
  );
}

/** "Resubscribe" (ended or cancelled) and "Retry payment now" (failed): the service collects the period again. */
export async function resubscribeAction(form: FormData) {
  const notice = field(form, "retry") ? "retried" : "resubscribed";
  await runBillingAction(
    SETTINGS,
    notice,
    async () => (await billingCaller()).settings.resubscribe({ id: field(form, "id") }),
    settingsPaymentNext,
  );
}

/** "Add card": the local provider's card fields, as BA's addPaymentMethod takes them. */
export async function addPaymentMethodAction(form: FormData) {
  const input: Record<string, string> = {};
  for (const name of ["number", "expMonth", "expYear", "cvc", "paymentMethodId"]) {
    const value = field(form, name);
    if (value) input[name] = value;
  }
  await runBillingAction(SETTINGS, "added", async () => (await billingCaller()).paymentMethods.add(input));
}

export async function makePrimaryAction(form: FormData) {
  await runBillingAction(SETTINGS, "primary", async () =>
    (await billingCaller()).paymentMethods.setPrimary({ id: field(form, "id") }),
  );
}

/** "Yes, remove" (the confirmation step of Remove). */
export async function removePaymentMethodAction(form: FormData) {
  await runBillingAction(SETTINGS, "removed", async () =>
    (await billingCaller()).paymentMethods.remove({ id: field(form, "id") }),
  );
}

/** Staff: refund a charge in full (no amount) or in part (minor units). */
export async function staffRefundAction(form: FormData) {
  const amount = field(form, "amount").trim();
  await runBillingAction(staffPage(field(form, "userId")), "refunded", async () =>
    (await billingCaller()).settings.staffRefund({
      chargeId: field(form, "chargeId"),
      amount: amount === "" ? undefined : amount,
    }),
  );
}

export async function staffCancelAction(form: FormData) {
  await runBillingAction(staffPage(field(form, "userId")), "staffCancelled", async () =>
    (await billingCaller()).settings.staffCancel({ id: field(form, "id") }),
  );
}

export async function staffExtendAction(form: FormData) {
  await runBillingAction(staffPage(field(form, "userId")), "extended", async () =>
    (await billingCaller()).settings.staffExtend({ id: field(form, "id"), days: field(form, "days") }),
  );
}
