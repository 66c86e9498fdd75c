import type { ReactNode } from "react";

import { buttonClassName } from "@hopper/ui/components/button";
import { Card } from "@hopper/ui/components/card";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { ProjectIcon } from "@hopper/ui/components/project-icon";
import { getT } from "@hopper/ui/i18n/server";

import { organizationMessages } from "../messages/organization";

interface FrameOrganization {
  id: string;
  slug: string;
  name: string;
  description: string;
  iconUrl: string | null;
}

/** Header shared by the organization pages: icon, name, description and the settings link for its members. */
export async function OrganizationFrame({
  organization,
  canManage,
  notice,
  aside,
  children,
}: {
  organization: FrameOrganization;
  canManage: boolean;
  notice?: string | null;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const t = await getT(organizationMessages);
  return (
    <section className="flex flex-col gap-4 py-6" data-testid="organization-page">
      <Card as="header" className="flex flex-wrap items-center gap-4">
        <ProjectIcon name={organization.name} iconUrl={organization.iconUrl} size={96} />
        <div className="flex flex-1 flex-col gap-1">
          <h1 className="text-2xl font-bold" data-testid="organization-name" dir="auto">
            <a href={`/organization/${organization.slug}`}>{organization.name}</a>
          </h1>
          <p className="text-secondary" data-testid="organization-description" dir="auto">
            {organization.description}
          </p>
          <p className="text-xs text-secondary">{t("organizationId", { id: organization.id })}</p>
        </div>
        {canManage ? (
          <a
            className={buttonClassName({ variant: "secondary", size: "sm", className: "font-semibold" })}
            href={`/organization/${organization.slug}/settings`}
          >
            {t("manage")}
          </a>
        ) : null}
      </Card>
      {notice ? (
        <FormNotice tone="info" boxed testId="organization-notice">
          {notice}
        </FormNotice>
      ) : null}
      <div className="flex flex-col gap-6 md:flex-row">
        <div className="flex min-w-0 flex-1 flex-col gap-4">{children}</div>
        {aside ? <aside className="flex w-full flex-col gap-4 md:w-72">{aside}</aside> : null}
      </div>
    </section>
  );
}
