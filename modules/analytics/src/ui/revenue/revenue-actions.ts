"use server";

import { revalidatePath } from "next/cache";

import { formText, withQuery } from "@hopper/ui/server/form-action";

import { parseDollars } from "../payouts/amount";
import { localBack, revenueCaller, runRevenueAction } from "./revenue-run";

// The revenue pages' forms (no JavaScript needed): read the form, call the procedure, go back with a notice.

const ADMIN = "/admin/revenue";

/** "Save pool" on /admin/revenue: the month, the amount in dollars and what counts. */
export async function setPoolAction(form: FormData): Promise<void> {
  const amount = parseDollars(formText(form, "amount").slice(0, 32));
  await runRevenueAction(
    ADMIN,
    async () =>
      (await revenueCaller()).setPool({
        month: formText(form, "month").slice(0, 7),
        // An unreadable amount reaches the service as -1, which refuses it with the amount's message.
        amountMinor: amount ?? -1,
        countsViews: formText(form, "views") === "on",
        countsDownloads: formText(form, "downloads") === "on",
      }),
    () => {
      revalidatePath(ADMIN);
      return withQuery(ADMIN, { notice: "saved" });
    },
  );
}

/** A Monetization card's button: the project, the status to switch to and the page to return to. */
export async function setMonetizationAction(form: FormData): Promise<void> {
  const back = localBack(formText(form, "back"));
  const project = formText(form, "project").slice(0, 64);
  const status = formText(form, "status");
  const returnTo = back === ADMIN ? withQuery(back, { project }) : back;
  await runRevenueAction(
    returnTo,
    async () =>
      (await revenueCaller()).setMonetization({
        project,
        status: status as "monetized" | "demonetized" | "force-demonetized",
      }),
    () => {
      revalidatePath(back);
      return withQuery(returnTo, { notice: "monetization" });
    },
  );
}
