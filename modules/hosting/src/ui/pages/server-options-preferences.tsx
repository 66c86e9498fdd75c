import { optionsMetadata, optionsPage } from "../options/options-frame";
import { PreferencesSection } from "../options/settings-sections";

export const generateMetadata = optionsMetadata("preferences");

/** /servers/manage/{id}/options/preferences (guard `auth`; docs/hosting.md "Options"). */
export default optionsPage("preferences", PreferencesSection);
