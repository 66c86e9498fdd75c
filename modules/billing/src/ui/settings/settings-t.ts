import type { translatorFor } from "@hopper/ui/i18n/catalogue";

import type { billingSettingsMessages } from "./settings-messages";

/** The billing settings catalogue's translator, as the pages' components take it. */
export type SettingsT = ReturnType<typeof translatorFor<(typeof billingSettingsMessages)["messages"]>>;
