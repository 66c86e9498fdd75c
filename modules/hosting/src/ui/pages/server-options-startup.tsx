import { optionsMetadata, optionsPage } from "../options/options-frame";
import { StartupSection } from "../options/settings-sections";

export const generateMetadata = optionsMetadata("startup");

/** /servers/manage/{id}/options/startup (guard `auth`; docs/hosting.md "Options"). */
export default optionsPage("startup", StartupSection);
