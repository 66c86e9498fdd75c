import { optionsMetadata, optionsPage } from "../options/options-frame";
import { NetworkSection } from "../options/server-sections";

export const generateMetadata = optionsMetadata("network");

/** /servers/manage/{id}/options/network (guard `auth`; docs/hosting.md "Options"). */
export default optionsPage("network", NetworkSection);
