import { optionsMetadata, optionsPage } from "../options/options-frame";
import { InfoSection } from "../options/server-sections";

export const generateMetadata = optionsMetadata("info");

/** /servers/manage/{id}/options/info (guard `auth`; docs/hosting.md "Options"). */
export default optionsPage("info", InfoSection);
