"use client";

import { loadStripe } from "@stripe/stripe-js";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

import { FormNotice } from "@hopper/ui/components/form-notice";
import { useT } from "@hopper/ui/i18n/client";

import { stripeMessages } from "./stripe-messages";

/**
 * The confirmation step of a Stripe payment after Pay (3-D Secure): Stripe.js's `handleNextAction` with the
 * PaymentIntent's client secret shows the bank's dialog; confirmed (succeeded or processing) → `donePath` (the
 * subscription is provisioned by the webhook, as every payment); refused → the bank's message here, and the payment's
 * failure arrives by webhook (a first purchase then ends as a declined card does).
 */
export function StripeNextAction({
  publishableKey,
  clientSecret,
  donePath,
}: {
  publishableKey: string;
  clientSecret: string;
  donePath: string;
}) {
  const router = useRouter();
  const t = useT(stripeMessages);
  const [failed, setFailed] = useState<string | null>(null);
  // Once per page: a re-render must not open the bank's dialog twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      const stripe = await loadStripe(publishableKey);
      if (!stripe) throw new Error("Stripe is not available");
      const result = await stripe.handleNextAction({ clientSecret });
      if (result.error) return setFailed(t("confirmFailed", { message: result.error.message ?? "" }));
      const status = result.paymentIntent?.status;
      if (status === "succeeded" || status === "processing") return router.replace(donePath);
      setFailed(t("confirmFailed", { message: status ?? "" }));
    })().catch(() => setFailed(t("unavailable")));
  }, [publishableKey, clientSecret, donePath, router, t]);

  return failed ? (
    <FormNotice tone="error" testId="form-error">
      {failed}
    </FormNotice>
  ) : (
    <p className="text-sm" role="status" data-testid="stripe-next-action" data-publishable-key={publishableKey}>
      {t("confirming")}
    </p>
  );
}
