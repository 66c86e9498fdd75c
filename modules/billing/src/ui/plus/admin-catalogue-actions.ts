"use server";

import { revalidatePath } from "next/cache";

import { moduleCaller } from "@hopper/ui/server/module-caller";

import { billingRouter } from "../../server/router";
import { formText, runPlusAction, withQuery } from "./plus-run";

// The admin's forms on /admin/billing/products (no JavaScript needed): read the form, call the procedure.

const PAGE = "/admin/billing/products";

/** An amount field: empty is "not offered" (null); anything else must be a whole number, which the procedure checks. */
function amountOf(form: FormData, name: string): number | null {
  const typed = formText(form, name).trim().slice(0, 16);
  return typed === "" ? null : /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
}

/** "Save" of one price row. */
export async function updatePriceAction(form: FormData): Promise<void> {
  await runPlusAction(
    PAGE,
    async () =>
      (await moduleCaller(billingRouter)).catalogue.updatePrice({
        priceId: formText(form, "priceId"),
        monthly: amountOf(form, "monthly"),
        quarterly: amountOf(form, "quarterly"),
        yearly: amountOf(form, "yearly"),
      }),
    () => {
      revalidatePath(PAGE);
      return withQuery(PAGE, { notice: "saved" });
    },
  );
}

/** "Retire" / "Put on sale" of a product. */
export async function setProductActiveAction(form: FormData): Promise<void> {
  await runPlusAction(
    PAGE,
    async () =>
      (await moduleCaller(billingRouter)).catalogue.setProductActive({
        productId: formText(form, "productId"),
        active: formText(form, "active") === "true",
      }),
    () => {
      revalidatePath(PAGE);
      return withQuery(PAGE, { notice: "saved" });
    },
  );
}
