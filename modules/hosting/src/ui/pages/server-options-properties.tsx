import { optionsMetadata, optionsPage } from "../options/options-frame";
import { PropertiesSection } from "../options/settings-sections";

export const generateMetadata = optionsMetadata("properties");

/** /servers/manage/{id}/options/properties (guard `auth`; docs/hosting.md "Options"). */
export default optionsPage("properties", PropertiesSection);
