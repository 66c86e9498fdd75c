import { ProjectIcon } from "@hopper/ui/components/project-icon";
import { getT } from "@hopper/ui/i18n/server";

import { organizationMessages } from "../messages/organization";

/** The organization line of a project's "Creators" box: icon, name and a link to its page. */
export async function OrganizationCreator({
  organization,
}: {
  organization: { slug: string; name: string; iconUrl: string | null };
}) {
  const t = await getT(organizationMessages);
  return (
    <a
      href={`/organization/${organization.slug}`}
      className="mb-2 flex items-center gap-2 text-sm"
      data-testid="project-organization"
    >
      <ProjectIcon name={organization.name} iconUrl={organization.iconUrl} size={24} />
      <span className="font-semibold underline">{organization.name}</span>
      <span className="text-xs text-secondary">{t("organization")}</span>
    </a>
  );
}
