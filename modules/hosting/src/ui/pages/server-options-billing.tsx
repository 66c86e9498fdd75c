import { optionsMetadata, optionsPage } from "../options/options-frame";
import { BillingSection } from "../options/settings-sections";

export const generateMetadata = optionsMetadata("billing");

/** /servers/manage/{id}/options/billing (guard `auth`; docs/hosting.md "Options"). */
export default optionsPage("billing", BillingSection);
