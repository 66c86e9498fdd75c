import type { translatorFor } from "@hopper/ui/i18n/catalogue";

import type { manageMessages } from "./manage-messages";

/** The manage catalogue's translator, as the shell's and pages' components take it. */
export type ManageT = ReturnType<typeof translatorFor<(typeof manageMessages)["messages"]>>;
