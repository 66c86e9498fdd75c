import { refusalsOf } from "@hopper/ui/i18n/refusals";
import { translatorFor } from "@hopper/ui/i18n/catalogue";

// Refusal and notification catalogues are plain data shared with the site's components.
import { chargeErrorMessages, chargeNotificationMessages } from "../../../ui/charges/charge-error-messages";

/** `problem(key, values)` and `refusal(code, problem, field?)` over the charge services' refusal catalogue. */
export const { problem, refusal } = refusalsOf(chargeErrorMessages);

/** The English text of a notification message (notifications are stored once, as text). */
export const notificationText = translatorFor(chargeNotificationMessages, "en-US") as unknown as (
  key: keyof typeof chargeNotificationMessages.messages,
  values?: Record<string, string>,
) => string;

export const subscriptionNotFound = () => refusal("not_found", problem("subscriptionNotFound"));
export const chargeNotFound = () => refusal("not_found", problem("chargeNotFound"));
