"use client";

import { useT } from "@hopper/ui/i18n/client";

import type { OrganizationPermissionName } from "../../server/services/organizations/organization-permissions";
import type { ProjectPermissionName } from "../../server/services/permissions";
import { membersMessages } from "../messages/members";

/** The readable name of an organization flag or of a project flag (the members manager's two sets). */
export function useFlagLabel(kind: "organization" | "project") {
  const t = useT(membersMessages);
  return (flag: string) =>
    kind === "organization"
      ? t(`organizationFlags.${flag as OrganizationPermissionName}`)
      : t(`projectFlags.${flag as ProjectPermissionName}`);
}

/**
 * Checkboxes for the flags the viewer may hand out (an invitation or an edit may only carry those). `locked`
 * shows the checked ones without letting them change (the form then sends them as they are).
 */
export function Flags({
  legend,
  name,
  kind,
  held,
  checked = [],
  locked = false,
  hint,
}: {
  legend: string;
  name: string;
  kind: "organization" | "project";
  held: readonly string[];
  checked?: readonly string[];
  locked?: boolean;
  hint?: string;
}) {
  const label = useFlagLabel(kind);
  const shown = locked ? checked : held;
  return (
    <fieldset className="flex flex-wrap gap-2 text-xs" disabled={locked}>
      <legend className="text-sm font-semibold">{legend}</legend>
      {shown.map((flag) => (
        <label key={flag}>
          <input type="checkbox" name={name} value={flag} defaultChecked={checked.includes(flag)} /> {label(flag)}
        </label>
      ))}
      {hint ? <p className="w-full text-secondary">{hint}</p> : null}
    </fieldset>
  );
}
