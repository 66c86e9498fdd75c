import type { JobDefinition } from "@hopper/core/module";
import { modules } from "@hopper/generated/modules";

/** Every job of every module, from the generated registry. */
export function allJobs(): JobDefinition[] {
  return modules.flatMap((m) => ("jobs" in m && m.jobs ? [...m.jobs] : []));
}
