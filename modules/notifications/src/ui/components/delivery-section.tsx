import { Button } from "@hopper/ui/components/button";
import { getT } from "@hopper/ui/i18n/server";

import { saveDeliveryAction } from "../actions/delivery-actions";
import { notificationsCaller } from "../caller";
import { preferencesMessages } from "../preferences-messages";

const CHOICES = [
  { value: "site", label: "settings.site", hint: "settings.siteHint" },
  { value: "daily", label: "settings.daily", hint: "settings.dailyHint" },
  { value: "weekly", label: "settings.weekly", hint: "settings.weeklyHint" },
] as const;

/**
 * The delivery choice of the notification settings (a server component; a plain form posting to a server action,
 * so it works without script): on the site only, or also a daily or weekly email digest.
 */
export async function DeliverySection({ emailVerified }: { emailVerified: boolean }) {
  const [{ delivery }, t] = await Promise.all([
    (await notificationsCaller()).preferences.get(),
    getT(preferencesMessages),
  ]);
  return (
    <section id="delivery" aria-labelledby="delivery-heading" className="flex flex-col gap-3">
      <h2 id="delivery-heading" className="text-lg font-bold">
        {t("settings.deliveryHeading")}
      </h2>
      <form action={saveDeliveryAction} className="flex flex-col gap-3" data-testid="delivery-form">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm">{t("settings.deliveryLegend")}</legend>
          {CHOICES.map((choice) => (
            <label key={choice.value} className="flex items-start gap-2">
              <input
                type="radio"
                name="delivery"
                value={choice.value}
                defaultChecked={delivery === choice.value}
                aria-describedby={`delivery-${choice.value}-hint`}
                className="h-6 w-6 shrink-0"
              />
              <span className="flex flex-col">
                <span>{t(choice.label)}</span>
                <span id={`delivery-${choice.value}-hint`} className="text-sm text-secondary">
                  {t(choice.hint)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {emailVerified ? null : (
          <p className="text-sm text-secondary" data-testid="delivery-no-email">
            {t("settings.noVerifiedEmail")}
          </p>
        )}
        <Button type="submit" size="sm">
          {t("settings.save")}
        </Button>
      </form>
    </section>
  );
}
