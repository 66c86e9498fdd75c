import type { SlotProps } from "@hopper/core/module";

import { ReportLink } from "../components/reports/report-link";

/** A collection page's 'Report' (slot `collection.header-actions`). */
export default function ReportCollection({ collection, viewer }: SlotProps["collection.header-actions"]) {
  return <ReportLink itemType="collection" itemId={collection.id} name={collection.name} viewer={viewer} />;
}
