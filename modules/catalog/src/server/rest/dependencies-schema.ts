import { z } from "zod";

import { projectV2Schema } from "./project-schema";
import { versionV2Schema } from "./version-schema";

/** GET /v2/project/{id}/dependencies: the projects and versions a project's versions depend on. */
export const dependenciesSchema = z.object({
  projects: z.array(projectV2Schema),
  versions: z.array(versionV2Schema),
});
