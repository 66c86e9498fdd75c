export { runJobsProcess } from "./main";
