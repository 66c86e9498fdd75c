import type { SlotProps } from "@hopper/core/module";

import { ReportLink } from "../components/reports/report-link";

/** A version page's 'Report' (slot `version.header-actions`). */
export default function ReportVersion({ project, version, viewer }: SlotProps["version.header-actions"]) {
  return (
    <ReportLink
      itemType="version"
      itemId={version.id}
      name={`${project.name} ${version.versionNumber}`}
      viewer={viewer}
    />
  );
}
