"use client";

import { loadStripe } from "@stripe/stripe-js";
import type { Stripe, StripeElements } from "@stripe/stripe-js";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

import { Button } from "@hopper/ui/components/button";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { formErrorsOf, localizeFormErrors } from "@hopper/ui/forms/field-errors";
import { useLocale, useT } from "@hopper/ui/i18n/client";
import { useMutation } from "@hopper/ui/trpc/client";

import { paymentMethodErrorMessages } from "../payment-methods/payment-method-errors";
import { useBillingTrpc } from "./billing-trpc";
import { stripeMessages } from "./stripe-messages";

export interface StripePaymentElementProps {
  /** STRIPE_PUBLISHABLE_KEY: Stripe.js is loaded with it. */
  publishableKey: string;
  /** Where to go once the method is saved; `methodParam` names the query parameter given the new method's id. */
  donePath: string;
  methodParam?: string;
}

interface Mounted {
  stripe: Stripe;
  elements: StripeElements;
}

/**
 * "Add a payment method" with Stripe (docs/billing.md, "The Payment Element"): a SetupIntent is opened
 * (`billing.paymentMethods.setupSession`, only when this form is shown, not on every page view), Stripe's Payment
 * Element is mounted with its client secret (card details go from Stripe's frame to Stripe, never through Hopper),
 * `confirmSetup({ redirect: "if_required" })` confirms it (3-D Secure in Stripe's own dialog; the SetupIntent allows no
 * redirect methods), and `billing.paymentMethods.add` stores what Stripe says the SetupIntent saved.
 */
export function StripePaymentElement({ publishableKey, donePath, methodParam }: StripePaymentElementProps) {
  const trpc = useBillingTrpc();
  const router = useRouter();
  const t = useT(stripeMessages);
  const locale = useLocale();
  const mountRef = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState<Mounted | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const session = useMutation(trpc.billing.paymentMethods.setupSession.mutationOptions());
  const add = useMutation(trpc.billing.paymentMethods.add.mutationOptions());
  const { mutateAsync: openSession } = session;

  useEffect(() => {
    let cancelled = false;
    let unmount: (() => void) | undefined;
    (async () => {
      const [stripe, setup] = await Promise.all([loadStripe(publishableKey), openSession()]);
      if (cancelled) return;
      if (!stripe || setup.provider !== "stripe" || !mountRef.current) throw new Error("Stripe is not available");
      const elements = stripe.elements({ clientSecret: setup.clientSecret });
      const element = elements.create("payment");
      element.mount(mountRef.current);
      unmount = () => element.destroy();
      setMounted({ stripe, elements });
    })().catch(() => {
      if (!cancelled) setFailed(t("unavailable"));
    });
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [publishableKey, openSession, t]);

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!mounted || busy) return;
    setBusy(true);
    setFailed(null);
    try {
      const { error: invalid } = await mounted.elements.submit();
      if (invalid) return setFailed(invalid.message ?? t("unavailable"));
      const result = await mounted.stripe.confirmSetup({ elements: mounted.elements, redirect: "if_required" });
      // Stripe's own words for a declined or unauthenticated card ("Your card was declined.").
      if (result.error) return setFailed(result.error.message ?? t("unavailable"));
      const method = await add.mutateAsync({ setupIntentId: result.setupIntent.id });
      const done = new URL(donePath, window.location.origin);
      if (methodParam) done.searchParams.set(methodParam, method.id);
      // The page is rendered again on the server, with the new method (chosen, on the checkout).
      router.push(`${done.pathname}${done.search}`);
    } catch (error) {
      setFailed(localizeFormErrors(formErrorsOf(error), [paymentMethodErrorMessages], locale).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} className="flex flex-col gap-3" data-testid="stripe-add-form">
      {failed ? (
        <FormNotice tone="error" testId="form-error">
          {failed}
        </FormNotice>
      ) : null}
      {mounted || failed ? null : <p className="text-sm text-secondary">{t("loading")}</p>}
      {/* Stripe mounts its frame here; React renders nothing inside it. */}
      <div
        ref={mountRef}
        data-testid="stripe-payment-element"
        data-publishable-key={publishableKey}
        aria-busy={!mounted}
      />
      <noscript>
        <p className="text-sm">{t("noScript")}</p>
      </noscript>
      <Button type="submit" className="w-fit" disabled={!mounted || busy} data-testid="stripe-save">
        {busy ? t("saving") : t("save")}
      </Button>
    </form>
  );
}
