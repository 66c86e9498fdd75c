import type { SlotProps } from "@hopper/core/module";

import { ReportLink } from "../components/reports/report-link";

/** The project page's 'Report' (slot `project.header-actions`). */
export default function ReportProject({ project, viewer }: SlotProps["project.header-actions"]) {
  return <ReportLink itemType="project" itemId={project.id} name={project.name} viewer={viewer} />;
}
