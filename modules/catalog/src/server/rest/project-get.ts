import { getProject } from "./project-reads";

export default getProject;
