import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import type { AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";

import { LocaleProvider } from "@hopper/ui/i18n/client";
import { TrpcProvider } from "@hopper/ui/trpc/provider";

import { stripeOnPages } from "../../src/server/services/providers/configured";
import { resetBillingSettings } from "../../src/server/settings";
import { CardFields } from "../../src/ui/card-fields";
import { AddPaymentMethod } from "../../src/ui/stripe/add-payment-method";
import { StripeNextAction } from "../../src/ui/stripe/stripe-next-action";

// "Add a payment method" as /plus/checkout and /settings/billing render it (both pass `stripeOnPages()` and their
// local card form): with the Stripe keys set, the Payment Element's mount with the publishable key and no card field
// of the local provider; without them, the local form as before. Rendered offline: Stripe.js loads in the browser only.

const KEYS = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY"] as const;
const saved = Object.fromEntries(KEYS.map((key) => [key, process.env[key]]));

function withEnv(values: Partial<Record<(typeof KEYS)[number], string>>) {
  for (const key of KEYS) {
    if (values[key] === undefined) delete process.env[key];
    else process.env[key] = values[key];
  }
  resetBillingSettings();
}

afterEach(() => {
  for (const key of KEYS) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  resetBillingSettings();
});

/** The app router the pages have (the components navigate with it after saving or confirming); nothing navigates here. */
const router = {} as AppRouterInstance;
const inApp = (node: ReactNode) => <AppRouterContext.Provider value={router}>{node}</AppRouterContext.Provider>;

const LABELS = { number: "Card number", expMonth: "MM", expYear: "YY", cvc: "CVC" };

function page(donePath: string) {
  return renderToStaticMarkup(
    inApp(
      <TrpcProvider>
        <LocaleProvider locale="en-US">
          <AddPaymentMethod stripe={stripeOnPages()} donePath={donePath} methodParam="method">
            <form data-testid="add-card-form">
              <CardFields labels={LABELS} />
            </form>
          </AddPaymentMethod>
        </LocaleProvider>
      </TrpcProvider>,
    ),
  );
}

describe("adding a payment method on the pages", () => {
  it("with Stripe configured, mounts the Payment Element with the publishable key and shows no local card field", () => {
    withEnv({ STRIPE_SECRET_KEY: "sk_test_offline", STRIPE_PUBLISHABLE_KEY: "pk_test_offline123" });
    for (const donePath of ["/plus/checkout?interval=monthly&notice=card", "/settings/billing?notice=added"]) {
      const html = page(donePath);
      expect(html).toContain('data-testid="stripe-payment-element"');
      expect(html).toContain('data-publishable-key="pk_test_offline123"');
      expect(html).toContain("Save payment method");
      expect(html).not.toContain('data-testid="add-card-form"');
      expect(html).not.toMatch(/name="(number|expMonth|expYear|cvc)"/);
      // The secret key never reaches the page.
      expect(html).not.toContain("sk_test_offline");
    }
  });

  it("with the local provider (no keys) or without a publishable key, keeps the local card form", () => {
    withEnv({});
    expect(stripeOnPages()).toBeNull();
    const html = page("/settings/billing?notice=added");
    expect(html).toContain('data-testid="add-card-form"');
    expect(html).toMatch(/name="number"/);
    expect(html).not.toContain("stripe-payment-element");
    withEnv({ STRIPE_SECRET_KEY: "sk_test_offline" });
    expect(stripeOnPages()).toBeNull();
  });

  it("the checkout's confirmation step waits for Stripe.js with the publishable key and never shows the secret", () => {
    const html = renderToStaticMarkup(
      inApp(
        <LocaleProvider locale="en-US">
          <StripeNextAction publishableKey="pk_test_offline123" clientSecret="pi_1_secret_x" donePath="/plus/welcome" />
        </LocaleProvider>,
      ),
    );
    expect(html).toContain('data-testid="stripe-next-action"');
    expect(html).toContain('data-publishable-key="pk_test_offline123"');
    expect(html).not.toContain("pi_1_secret_x");
  });
});
