import { getVersion } from "./projects";

export default getVersion;
