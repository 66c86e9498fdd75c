import { notFound } from "next/navigation";

import { Button } from "@hopper/ui/components/button";
import { cardClassName } from "@hopper/ui/components/card";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { getLocale, getT } from "@hopper/ui/i18n/server";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";
import { moduleCaller } from "@hopper/ui/server/module-caller";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { billingRouter } from "../../server/router";
import { answerLocalConfirmationAction } from "../local-confirm/local-confirm-actions";
import { localConfirmMessages } from "../local-confirm/local-confirm-messages";
import { formatMoney } from "../money";

export async function generateMetadata() {
  const t = await getT(localConfirmMessages);
  return { title: t("title") };
}

/**
 * /billing/local/confirm/[id] (guard `auth`): the local provider's stand-in for a bank's 3-D Secure page, the
 * charge's owner only (anyone else: 404). Each button is a form that works without script.
 */
export default async function LocalConfirmPage({ params, searchParams }: ModulePageProps) {
  const [{ id }, query, t, locale] = await Promise.all([params, searchParams, getT(localConfirmMessages), getLocale()]);
  const localeTag = locale.locale;
  const chargeId = typeof id === "string" ? id : "";
  let confirmation;
  try {
    confirmation = await (await moduleCaller(billingRouter)).localPayments.get({ chargeId });
  } catch {
    notFound();
  }
  const error = sealedRefusal(query).message;
  const notice = query.notice === "completed" ? t("completed") : query.notice === "failed" ? t("failed") : null;
  return (
    <section className={cardClassName({ className: "mx-auto my-8 flex max-w-lg flex-col gap-4" })}>
      <h1 className="text-2xl font-bold">{t("heading")}</h1>
      {notice ? (
        <FormNotice tone={query.notice === "completed" ? "success" : "error"} boxed testId="local-confirm-notice">
          {notice}
        </FormNotice>
      ) : null}
      {error ? (
        <FormNotice tone="error" boxed testId="local-confirm-error">
          {error}
        </FormNotice>
      ) : null}
      {confirmation.pending ? (
        <>
          <p>{t("intro", { amount: formatMoney(confirmation.amount, confirmation.currency, localeTag) })}</p>
          <div className="flex gap-3">
            {(["complete", "fail"] as const).map((outcome) => (
              <form key={outcome} action={answerLocalConfirmationAction}>
                <input type="hidden" name="chargeId" value={confirmation.chargeId} />
                <input type="hidden" name="outcome" value={outcome} />
                <Button type="submit" variant={outcome === "complete" ? "primary" : "danger"}>
                  {t(outcome)}
                </Button>
              </form>
            ))}
          </div>
        </>
      ) : notice ? null : (
        <p data-testid="local-confirm-done">{t("done")}</p>
      )}
      <a className="underline" href="/settings/billing">
        {t("back")}
      </a>
    </section>
  );
}
