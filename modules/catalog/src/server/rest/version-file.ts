import { getVersionFile } from "./projects";

export default getVersionFile;
