import { optionsMetadata, optionsPage } from "../options/options-frame";
import { LoaderSection } from "../options/server-sections";

export const generateMetadata = optionsMetadata("loader");

/** /servers/manage/{id}/options/loader (guard `auth`; docs/hosting.md "Options"). */
export default optionsPage("loader", LoaderSection);
