import type { SlotProps } from "@hopper/core/module";

import { ReportLink } from "../components/reports/report-link";

/** A profile's 'Report' (slot `user.header-actions`); not on one's own profile. */
export default function ReportUser({ user, viewer }: SlotProps["user.header-actions"]) {
  if (viewer?.id === user.id) return null;
  return <ReportLink itemType="user" itemId={user.id} name={user.username} viewer={viewer} />;
}
