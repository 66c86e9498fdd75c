import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The catalogue services' refusals (services/catalogue/refusals.ts), shown on /plus and /admin/billing/products. */
export const catalogueErrorMessages = defineCatalogue("billing.catalogueErrors", {
  productNotFound: "Product not found",
  priceNotFound: "Price not found",
  adminOnly: "Only admins can edit products and prices.",
  amount: "Enter a whole number of minor units from 1 to {max}, or leave it empty.",
  noAmount: "A price needs at least one interval.",
  noPrice: "This product has no price for that interval.",
});
