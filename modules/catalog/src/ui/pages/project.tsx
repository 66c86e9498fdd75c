import { actorOf } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import { srcSetOf, thumbnailFor } from "@hopper/core/images/variants";
import { slotViewer } from "@hopper/core/module";
import { buttonClassName } from "@hopper/ui/components/button";
import { getT } from "@hopper/ui/i18n/server";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";
import type { ModulePageProps, PageProps } from "@hopper/ui/server/render-page";
import { shareMetadata } from "@hopper/ui/server/share-metadata";
import { getViewer } from "@hopper/ui/server/viewer";

import { ALL_RIGHTS_RESERVED } from "../../tags/licenses";
import { environmentOf } from "../../tags/project-types";
import { formatGameVersionRanges } from "../../tags/game-versions";
import { DONATION_PLATFORMS } from "../../tags/project-types";
import { ProjectPermission } from "../../server/services/permissions";
import { canViewProject, findProject } from "../../server/services/projects/project-access";
import { projectDescriptionHtml } from "../../server/services/markdown/stored-html-reads";
import { listGalleryImages } from "../../server/services/media/gallery-images";
import { findOrganization } from "../../server/services/organizations/organizations";
import { followOf, projectCategories, projectDonationLinks } from "../../server/services/projects/project-details";
import { listTeamMembers } from "../../server/services/teams/team-listing";
import { isPubliclyVisible } from "../../server/services/projects/statuses";
import { fileUrl } from "../../server/services/versions/version-file-keys";
import { pickDownload } from "../../server/services/downloads/pick-download";
import { listShownVersions } from "../../server/services/versions/shown-versions";
import { reviewQueueStandings } from "../../server/services/review/queue-position";
import { primaryFile } from "../../server/services/versions/version-rules";
import { OrganizationCreator } from "../components/organization-creator";
import { card, day, ProjectFrame } from "../components/project-frame";
import { slotProjectOf } from "../components/project-slots";
import { FollowButton } from "../components/follow-button";
import { FollowFilters } from "../components/follow-filters";
import { FOLLOW_FILTERS_NOTICE, followFiltersNoticeOf } from "../follow-filters-notice";
import { UsedByCard } from "../components/used-by-card";
import { ReviewQueueCard } from "../components/review-standing";
import { loadProjectPage, projectPath } from "../load";
import { countPageView } from "../count-view";
import { withProjectFeedLink } from "../project-feed-link";
import { projectMessages } from "../messages/project";
import { getEnvironmentLabel, getStatusLabel, getTagLabel } from "../status-label";

export async function generateMetadata({ params }: PageProps) {
  const { id } = await params;
  const viewer = await getViewer();
  const project = typeof id === "string" ? await findProject(db(), id) : null;
  // A hidden project's name must not leak through the title of its 404 page.
  const visible = project && (await canViewProject(db(), actorOf(viewer), project));
  if (!visible) return { title: (await getT(projectMessages))("notFoundTitle") };
  const share = await shareMetadata({
    title: project.name,
    description: project.summary,
    path: projectPath(project),
    image: project.iconUrl,
    indexable: isPubliclyVisible(project.status),
  });
  return withProjectFeedLink(share, project, projectPath(project));
}

const one = (value: string | string[] | undefined) => (typeof value === "string" && value ? value : undefined);

export default async function ProjectPage({ params, searchParams, host }: ModulePageProps) {
  const { id } = await params;
  const query = await searchParams;
  const [{ project, permissions, base, actor, viewer }, t, statusLabel, tagLabel, environmentLabel] = await Promise.all(
    [loadProjectPage(id), getT(projectMessages), getStatusLabel(), getTagLabel(), getEnvironmentLabel()],
  );
  // Every render of the project page or a contributed tab is a view (counted after the response).
  await countPageView(project, actor?.userId ?? null);
  const canManage = (permissions & (ProjectPermission.EDIT_DETAILS | ProjectPermission.EDIT_BODY)) !== 0n;
  // Other modules' header actions, aside cards and tabs (slots); a contributed tab's address renders it here.
  const slots = { host, props: { project: slotProjectOf(project, base, canManage), viewer: slotViewer(viewer) } };
  const contributedTab = host.tab ? host.slots["project.tab"]?.find((entry) => entry.segment === host.tab) : undefined;
  if (contributedTab) {
    return (
      <ProjectFrame project={project} base={base} active={contributedTab.segment} canManage={canManage} slots={slots}>
        <contributedTab.Component {...slots.props} />
      </ProjectFrame>
    );
  }
  const [members, categories, donations, versions, gallery, follow, organization, standings] = await Promise.all([
    listTeamMembers(db(), project.teamId, { acceptedOnly: true }),
    projectCategories(db(), project.id),
    projectDonationLinks(db(), project.id),
    // Only what this viewer may see: a draft's file must not become the download button or the pick.
    listShownVersions(db(), actor, project).then((shown) => shown.versions),
    listGalleryImages(db(), project.id, { featuredFirst: true }),
    followOf(db(), actor?.userId ?? null, project.id),
    project.organizationId ? findOrganization(db(), project.organizationId) : null,
    // Its place in the review queue, for its team and staff only (the service leaves everyone else out).
    reviewQueueStandings(db(), actor, [project]),
  ]);
  const standing = standings.get(project.id);
  const wantVersion = one(query.version);
  const wantLoader = one(query.loader);
  const picked = pickDownload(versions, { gameVersion: wantVersion, loader: wantLoader });
  const latest = versions[0];
  const latestFile = latest ? primaryFile(latest.files) : null;
  // Stored at save time; a stale or missing one renders in a worker thread (docs/markdown.md "Stored HTML").
  const html = project.body ? await projectDescriptionHtml(db(), project) : "";
  const links = [
    [t("linkLabels.issues"), project.issuesUrl],
    [t("linkLabels.source"), project.sourceUrl],
    [t("linkLabels.wiki"), project.wikiUrl],
    [t("linkLabels.discord"), project.discordUrl],
  ].filter((link): link is [string, string] => Boolean(link[1]));

  const aside = (
    <>
      {standing ? <ReviewQueueCard standing={standing} /> : null}
      <section className={card} aria-labelledby="compatibility">
        <h2 id="compatibility" className="mb-2 font-bold">
          {t("compatibility")}
        </h2>
        <p className="text-sm">
          {t("minecraft", { versions: formatGameVersionRanges(project.gameVersions).join(", ") || "—" })}
        </p>
        <p className="text-sm">{t("loaders", { loaders: project.loaders.map(tagLabel).join(", ") || "—" })}</p>
        <p className="text-sm">
          {t("environment", { environment: environmentLabel(environmentOf(project.clientSide, project.serverSide)) })}
        </p>
      </section>
      {links.length || donations.length ? (
        <section className={card} aria-labelledby="links">
          <h2 id="links" className="mb-2 font-bold">
            {t("links")}
          </h2>
          <ul className="text-sm">
            {links.map(([label, href]) => (
              <li key={label}>
                <a className="inline-flex min-h-6 items-center underline" href={href} rel="noopener nofollow ugc">
                  {label}
                </a>
              </li>
            ))}
            {donations.map((link) => (
              <li key={link.id}>
                <a className="inline-flex min-h-6 items-center underline" href={link.url} rel="noopener nofollow ugc">
                  {DONATION_PLATFORMS.find((platform) => platform.short === link.platform)?.name ?? link.platform}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={card} aria-labelledby="creators">
        <h2 id="creators" className="mb-2 font-bold">
          {t("creators")}
        </h2>
        {organization ? <OrganizationCreator organization={organization} /> : null}
        <ul className="text-sm">
          {members.map((member) => (
            <li key={member.id}>
              <a className="inline-flex min-h-6 items-center underline" href={`/user/${member.user.username}`}>
                {member.user.username}
              </a>{" "}
              <span className="text-secondary">{member.role}</span>
            </li>
          ))}
        </ul>
      </section>
      <UsedByCard projectId={project.id} base={base} actor={actor} />
      <section className={card} aria-labelledby="details">
        <h2 id="details" className="mb-2 font-bold">
          {t("details")}
        </h2>
        <p className="text-sm">
          {t("license")}{" "}
          {project.licenseUrl ? (
            <a className="underline" href={project.licenseUrl} rel="noopener nofollow">
              {project.licenseName ?? project.licenseId}
            </a>
          ) : project.licenseId === ALL_RIGHTS_RESERVED || !project.licenseName ? (
            // The one license name that is words of ours, not a proper name (SPDX names stay as they are).
            t("allRightsReserved")
          ) : (
            project.licenseName
          )}
        </p>
        <p className="text-sm">{t.rich("published", { date: () => day(project.published) })}</p>
        <p className="text-sm">{t.rich("updated", { date: () => day(project.updated) })}</p>
        <p className="text-sm">{t("status", { status: statusLabel(project.status) })}</p>
        <p className="text-xs text-secondary">{t("projectId", { id: project.id })}</p>
      </section>
    </>
  );

  return (
    <ProjectFrame project={project} base={base} active="description" canManage={canManage} aside={aside} slots={slots}>
      {latest && latestFile && !("placeholder" in latestFile) ? (
        <a
          className={buttonClassName()}
          href={fileUrl(project.id, latest.id, latestFile.filename)}
          data-testid="download-latest"
        >
          {t("download", { version: latest.versionNumber })}
        </a>
      ) : null}
      <div className="flex min-w-0 flex-wrap items-start gap-2">
        <FollowButton
          projectId={project.id}
          following={follow !== null}
          signInHref={actor ? undefined : `/auth/sign-in?redirect=${encodeURIComponent(base)}`}
        />
        {actor ? (
          <FollowFilters
            project={project}
            follow={follow}
            notice={followFiltersNoticeOf(query[FOLLOW_FILTERS_NOTICE])}
            // Only the follow filters' form comes back to this page with a sealed ?error= (actions/follow-filters.ts).
            refused={sealedRefusal(query)}
          />
        ) : null}
      </div>
      {wantVersion || wantLoader ? (
        <section className={card} data-testid="download-interface">
          <h2 className="mb-2 font-bold">
            {t("downloadFor")}
            {wantVersion ? ` ${t("forMinecraft", { version: wantVersion })}` : ""}
            {wantLoader ? ` ${t("withLoader", { loader: tagLabel(wantLoader) })}` : ""}
          </h2>
          {picked ? (
            <a className="underline" href={fileUrl(project.id, picked.version.id, picked.file.filename)}>
              {picked.file.filename} ({picked.version.versionNumber})
            </a>
          ) : (
            <p className="text-sm">{t("noMatch")}</p>
          )}
        </section>
      ) : null}
      {categories.length ? (
        <p className="flex flex-wrap gap-2 text-xs">
          {categories.map((category) => (
            <span key={category.category} className="rounded bg-input px-2">
              {tagLabel(category.category)}
            </span>
          ))}
        </p>
      ) : null}
      {gallery.length ? (
        <section aria-labelledby="gallery" className="flex flex-col gap-2">
          <h2 id="gallery" className="font-bold">
            {t("gallery")}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {gallery.map((image) => (
              <li key={image.id}>
                <a href={image.rawUrl} title={image.title ?? undefined}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- gallery images are served from our own /cdn */}
                  <img
                    // Thumbnails of a re-encoded upload (none for older ones): 160 or 320 CSS px wide.
                    src={thumbnailFor(image.url, image.featured ? 320 : 160)}
                    srcSet={srcSetOf(image.url)}
                    sizes={srcSetOf(image.url) ? (image.featured ? "320px" : "160px") : undefined}
                    alt={image.title ?? ""}
                    width={image.featured ? 320 : 160}
                    height={image.featured ? 180 : 90}
                    className="rounded-lg"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {html ? (
        <article
          // The creator's own text, in any language and direction.
          dir="auto"
          className="markdown-body"
          data-testid="project-description"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <p className="text-secondary">{t("noDescription")}</p>
      )}
    </ProjectFrame>
  );
}
