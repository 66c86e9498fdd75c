import { optionsMetadata, optionsPage } from "../options/options-frame";
import { DefaultSection } from "../options/server-sections";

export const generateMetadata = optionsMetadata("default");

/** /servers/manage/{id}/options (guard `auth`; docs/hosting.md "Options"). */
export default optionsPage("default", DefaultSection);
