import { getProject } from "./projects";

export default getProject;
