import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The catalogue pages' menu labels; the manifest imports it. */
export const plusNavMessages = defineCatalogue("billing.plusNav", {
  products: "Billing products",
});
