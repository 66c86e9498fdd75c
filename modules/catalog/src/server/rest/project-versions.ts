import { getProjectVersions } from "./projects";

export default getProjectVersions;
