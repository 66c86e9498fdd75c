import { defineModule } from "@hopper/core/module";

import { chargeJobs } from "./charges-manifest";
import { providerJobs, providerPages, providerRoutes } from "./providers-manifest";
import { plusNav, plusPages } from "./plus-manifest";
import { billingSettingsSchema } from "./server/settings";
import { settingsNav, settingsPages, settingsSlots } from "./settings-manifest";

/**
 * Billing (docs/billing.md): products and prices (the midas subscription, the pyro server plans), payment
 * methods, subscriptions and charges as the billing state machine, with a local payment provider (the default,
 * no network) and Stripe (`STRIPE_SECRET_KEY`). Perks switch on at payment and off when a period ends unpaid.
 */
export default defineModule({
  id: "billing",
  router: () => import("./server/router"),
  // STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET (docs/billing.md "Providers").
  settings: billingSettingsSchema,
  // The providers' webhooks, the local provider's delivery job and confirmation page: providers-manifest.ts.
  routes: [...providerRoutes],
  rest: [],
  // /settings/billing, its charges and receipts, /admin/billing/{id}, the banner and profile slots: settings-manifest.ts.
  // /plus, its checkout and confirmation, /admin/billing/products: plus-manifest.ts.
  pages: [...providerPages, ...settingsPages, ...plusPages],
  nav: [...settingsNav, ...plusNav],
  // The renewal and unprovision loops of the charge state machine: charges-manifest.ts.
  jobs: [...providerJobs, ...chargeJobs],
  slots: [...settingsSlots],
  // The catalogue (products and prices, docs/billing.md "Products and prices"); seeding again creates what is missing.
  seed: () => import("./seed"),
  dependsOn: ["accounts", "notifications"],
});
