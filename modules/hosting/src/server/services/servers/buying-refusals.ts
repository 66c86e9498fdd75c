import { refusalsOf } from "@hopper/ui/i18n/refusals";
import { translatorFor } from "@hopper/ui/i18n/catalogue";

// Refusal and notification catalogues are plain data shared with the site's components.
import { buyingErrorMessages, buyingNotificationMessages } from "../../../ui/buying/buying-messages";

/** `problem(key, values)` and `refusal(code, problem, field?)` over the buying services' refusal catalogue. */
export const { problem, refusal } = refusalsOf(buyingErrorMessages);

/** The English text of a notification (notifications are stored once, as text). */
export const notificationText = translatorFor(buyingNotificationMessages, "en-US") as unknown as (
  key: keyof typeof buyingNotificationMessages.messages,
  values?: Record<string, string>,
) => string;
