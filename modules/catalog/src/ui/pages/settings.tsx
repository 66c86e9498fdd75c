import { notFound } from "next/navigation";

import { db } from "@hopper/core/db";
import type { PageProps } from "@hopper/ui/server/render-page";
import { currentPath } from "@hopper/ui/server/request-info";

import { categoriesFor } from "../../tags/categories";
import { isModerator, ProjectPermission } from "../../server/services/permissions";
import { isApproved, REQUESTABLE_STATUSES, STATUS_LABELS } from "../../server/services/statuses";
import { deleteProjectAction, mediaAction, memberAction, statusAction, updateProjectAction } from "../actions/projects";
import { ProjectOrganizationSettings } from "../components/project-organization-settings";
import { card, ProjectFrame } from "../components/project-frame";
import { TextEditor } from "../forms/text-editor";
import { loadProjectPage } from "../load";

export const metadata = { title: "Project settings - Hopper" };

export const SETTINGS_TABS = [
  ["general", "General"],
  ["description", "Description"],
  ["license", "License"],
  ["links", "Links"],
  ["tags", "Tags"],
  ["members", "Members"],
  ["analytics", "Analytics"],
] as const;

/** Downloads of the last 30 days from the daily roll-up (VIEW_ANALYTICS). */
async function Analytics({ projectId, allowed }: { projectId: string; allowed: boolean }) {
  if (!allowed) return <p className="text-secondary">You do not have permission to view this project's analytics.</p>;
  const since = new Date(Date.now() - 30 * 86_400_000);
  const rows = await db().downloadDaily.groupBy({
    by: ["day"],
    where: { projectId, day: { gte: since } },
    _sum: { count: true },
    orderBy: { day: "asc" },
  });
  const total = rows.reduce((sum, row) => sum + (row._sum.count ?? 0), 0);
  const max = Math.max(1, ...rows.map((row) => row._sum.count ?? 0));
  return (
    <section className={card} aria-labelledby="analytics-heading" data-testid="analytics">
      <h2 id="analytics-heading" className="mb-2 font-bold">
        Downloads, previous 30 days: {total}
      </h2>
      <ul className="flex flex-col gap-1 text-xs">
        {rows.map((row) => (
          <li key={row.day.toISOString()} className="flex items-center gap-2">
            <span className="w-24">{row.day.toISOString().slice(0, 10)}</span>
            <span className="h-2 bg-brand" style={{ width: `${((row._sum.count ?? 0) / max) * 60}%` }} />
            <span>{row._sum.count}</span>
          </li>
        ))}
      </ul>
      {rows.length === 0 ? <p className="text-sm text-secondary">No downloads yet.</p> : null}
    </section>
  );
}

const field = "rounded-lg border border-divider bg-input px-3 py-2";
const button = "w-fit rounded-lg bg-brand px-4 py-2 font-semibold text-on-brand";
const NOTICES: Record<string, string> = {
  created: "Project created as a draft. Upload a version, then submit it for review.",
  saved: "Saved.",
  submitted: "Submitted for review.",
  status: "Status changed.",
  members: "Members updated.",
  organization: "Organization updated.",
};

function Input({ label, name, value }: { label: string; name: string; value: string | null }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      {label}
      <input name={name} defaultValue={value ?? ""} className={field} />
    </label>
  );
}

export default async function ProjectSettingsPage({ params, searchParams }: PageProps) {
  const { id } = await params;
  const query = await searchParams;
  const { project, permissions, base, actor } = await loadProjectPage(id);
  const can = (flag: bigint) => (permissions & flag) !== 0n;
  const [categories, donations, members, versionCount, gallery] = await Promise.all([
    db().projectCategory.findMany({ where: { projectId: project.id } }),
    db().projectDonationLink.findMany({ where: { projectId: project.id }, orderBy: { ordering: "asc" } }),
    db().teamMember.findMany({
      where: { teamId: project.teamId },
      include: { user: { select: { username: true } } },
      orderBy: [{ isOwner: "desc" }, { ordering: "asc" }],
    }),
    db().version.count({ where: { projectId: project.id } }),
    db().galleryImage.findMany({ where: { projectId: project.id }, orderBy: { ordering: "asc" } }),
  ]);
  const invitation = members.find((member) => member.userId === actor?.id && !member.accepted);
  if (permissions === 0n && !invitation) notFound();
  const isOwner = members.some((member) => member.userId === actor?.id && member.isOwner && member.accepted);
  const error = typeof query.error === "string" ? query.error : null;
  const notice = error ?? (typeof query.notice === "string" ? (NOTICES[query.notice] ?? null) : null);
  const hidden = (section: string) => (
    <>
      <input type="hidden" name="projectId" value={project.id} />
      <input type="hidden" name="section" value={section} />
    </>
  );
  const path = new URL(await currentPath(), "http://hopper.invalid").pathname.split("/");
  const tab = (path[4] ?? "general") as (typeof SETTINGS_TABS)[number][0];
  const primary = new Set(categories.filter((c) => !c.additional).map((c) => c.category));
  const additional = new Set(categories.filter((c) => c.additional).map((c) => c.category));
  return (
    <ProjectFrame project={project} base={base} active="settings" canManage notice={notice}>
      <nav className="flex flex-wrap gap-2 text-sm" aria-label="Settings">
        {SETTINGS_TABS.map(([key, label]) => (
          <a
            key={key}
            href={`${base}/settings${key === "general" ? "" : `/${key}`}`}
            aria-current={tab === key ? "page" : undefined}
            className="rounded px-2 py-1 underline aria-[current=page]:bg-input aria-[current=page]:no-underline"
          >
            {label}
          </a>
        ))}
      </nav>
      {invitation ? (
        <section className={card} data-testid="invitation">
          <p className="mb-2 text-sm">
            You have been invited to join this project as <strong>{invitation.role}</strong>.
          </p>
          <form action={memberAction} className="flex gap-2">
            <input type="hidden" name="projectId" value={project.id} />
            <button type="submit" name="intent" value="accept" className={button}>
              Accept
            </button>
            <button type="submit" name="intent" value="decline" className="rounded-lg border border-divider px-4 py-2">
              Decline
            </button>
          </form>
        </section>
      ) : null}
      {tab === "general" ? (
        <section className={card} aria-labelledby="status-heading">
          <h2 id="status-heading" className="mb-2 font-bold">
            Status: <span data-testid="settings-status">{STATUS_LABELS[project.status] ?? project.status}</span>
          </h2>
          {!isApproved(project.status) && project.status !== "processing" && can(ProjectPermission.EDIT_DETAILS) ? (
            <form action={statusAction} className="flex flex-col gap-2">
              <input type="hidden" name="projectId" value={project.id} />
              <input type="hidden" name="intent" value="submit" />
              {versionCount === 0 ? (
                <p className="text-sm text-secondary">Upload a version before submitting for review.</p>
              ) : null}
              <button type="submit" className={button}>
                Submit for review
              </button>
            </form>
          ) : null}
          {isApproved(project.status) && can(ProjectPermission.EDIT_DETAILS) ? (
            <form action={statusAction} className="flex items-end gap-2">
              <input type="hidden" name="projectId" value={project.id} />
              <input type="hidden" name="intent" value="status" />
              <select name="status" defaultValue={project.status} className={field} aria-label="Visibility">
                {REQUESTABLE_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
              <button type="submit" className={button}>
                Change
              </button>
            </form>
          ) : null}
          {isModerator(actor) ? (
            <form action={statusAction} className="mt-2 flex gap-2" aria-label="Moderation">
              <input type="hidden" name="projectId" value={project.id} />
              <input type="hidden" name="intent" value="status" />
              <button type="submit" name="status" value={project.requestedStatus ?? "approved"} className={button}>
                Approve
              </button>
              <button
                type="submit"
                name="status"
                value="rejected"
                className="rounded-lg border border-divider px-4 py-2"
              >
                Reject
              </button>
            </form>
          ) : null}
        </section>
      ) : null}
      {can(ProjectPermission.EDIT_DETAILS) ? (
        <>
          {tab === "general" ? (
            <>
              <form action={updateProjectAction} className={`${card} flex flex-col gap-3`} aria-label="General">
                <h2 className="font-bold">General</h2>
                {hidden("general")}
                <Input label="Name" name="name" value={project.name} />
                <Input label="URL" name="slug" value={project.slug} />
                <Input label="Summary" name="summary" value={project.summary} />
                {(["clientSide", "serverSide"] as const).map((side) => (
                  <label key={side} className="flex flex-col gap-1 text-sm font-semibold">
                    {side === "clientSide" ? "Client side" : "Server side"}
                    <select name={side} defaultValue={project[side]} className={field}>
                      {["required", "optional", "unsupported", "unknown"].map((value) => (
                        <option key={value}>{value}</option>
                      ))}
                    </select>
                  </label>
                ))}
                <button type="submit" className={button}>
                  Save
                </button>
              </form>
              <section className={`${card} flex flex-col gap-3`} aria-labelledby="icon-heading">
                <h2 id="icon-heading" className="font-bold">
                  Icon
                </h2>
                <form action={mediaAction} className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="projectId" value={project.id} />
                  <input type="hidden" name="intent" value="icon" />
                  <label className="flex flex-col gap-1 text-sm font-semibold">
                    Image (PNG, JPEG, GIF or WebP, at most 256 KiB)
                    <input type="file" name="icon" accept="image/png,image/jpeg,image/gif,image/webp" />
                  </label>
                  <button type="submit" className={button}>
                    Upload icon
                  </button>
                </form>
                {project.iconUrl ? (
                  <form action={mediaAction}>
                    <input type="hidden" name="projectId" value={project.id} />
                    <input type="hidden" name="intent" value="remove-icon" />
                    <button type="submit" className="text-sm underline">
                      Remove icon
                    </button>
                  </form>
                ) : null}
              </section>
              <section className={`${card} flex flex-col gap-3`} aria-labelledby="gallery-heading">
                <h2 id="gallery-heading" className="font-bold">
                  Gallery
                </h2>
                <ul className="flex flex-wrap gap-3">
                  {gallery.map((image) => (
                    <li key={image.id} className="flex flex-col gap-1 text-xs">
                      {/* eslint-disable-next-line @next/next/no-img-element -- gallery images are served from our own /cdn */}
                      <img src={image.url} alt={image.title ?? ""} width={160} height={90} className="rounded" />
                      <span>
                        {image.title ?? "Untitled"}
                        {image.featured ? " (featured)" : ""}
                      </span>
                      <form action={mediaAction}>
                        <input type="hidden" name="projectId" value={project.id} />
                        <input type="hidden" name="intent" value="remove-gallery" />
                        <input type="hidden" name="imageId" value={image.id} />
                        <button type="submit" className="underline">
                          Remove
                        </button>
                      </form>
                    </li>
                  ))}
                </ul>
                <form action={mediaAction} className="flex flex-col gap-2">
                  <input type="hidden" name="projectId" value={project.id} />
                  <input type="hidden" name="intent" value="gallery" />
                  <label className="flex flex-col gap-1 text-sm font-semibold">
                    Image (at most 5 MiB)
                    <input type="file" name="image" accept="image/png,image/jpeg,image/gif,image/webp" />
                  </label>
                  <Input label="Title" name="title" value="" />
                  <Input label="Description" name="description" value="" />
                  <label className="text-sm">
                    <input type="checkbox" name="featured" /> Featured
                  </label>
                  <button type="submit" className={button}>
                    Add image
                  </button>
                </form>
              </section>
            </>
          ) : null}
          {tab === "license" ? (
            <form action={updateProjectAction} className={`${card} flex flex-col gap-3`} aria-label="License">
              <h2 className="font-bold">License</h2>
              {hidden("license")}
              <Input label="SPDX identifier or LicenseRef-…" name="licenseId" value={project.licenseId} />
              <Input label="License URL" name="licenseUrl" value={project.licenseUrl} />
              <button type="submit" className={button}>
                Save
              </button>
            </form>
          ) : null}
          {tab === "links" ? (
            <form action={updateProjectAction} className={`${card} flex flex-col gap-3`} aria-label="Links">
              <h2 className="font-bold">Links</h2>
              {hidden("links")}
              <Input label="Issues" name="issuesUrl" value={project.issuesUrl} />
              <Input label="Source" name="sourceUrl" value={project.sourceUrl} />
              <Input label="Wiki" name="wikiUrl" value={project.wikiUrl} />
              <Input label="Discord" name="discordUrl" value={project.discordUrl} />
              <label className="flex flex-col gap-1 text-sm font-semibold">
                Donation links (one per line: platform URL; platforms patreon, bmac, paypal, github, ko-fi, other)
                <textarea
                  name="donations"
                  rows={3}
                  defaultValue={donations.map((link) => `${link.platform} ${link.url}`).join("\n")}
                  className={field}
                />
              </label>
              <button type="submit" className={button}>
                Save
              </button>
            </form>
          ) : null}
          {tab === "tags" ? (
            <form action={updateProjectAction} className={`${card} flex flex-col gap-3`} aria-label="Tags">
              <h2 className="font-bold">Tags</h2>
              {hidden("tags")}
              <p className="text-sm text-secondary">Up to 3 featured categories; the others are additional.</p>
              <div className="grid grid-cols-2 gap-1 text-sm md:grid-cols-3">
                {categoriesFor(project.projectType).map((category) => (
                  <span key={`${category.header}-${category.name}`} className="flex gap-2">
                    <label>
                      <input
                        type="checkbox"
                        name="categories"
                        value={category.name}
                        defaultChecked={primary.has(category.name)}
                      />{" "}
                      {category.name}
                    </label>
                    <label className="text-xs text-secondary">
                      <input
                        type="checkbox"
                        name="additionalCategories"
                        value={category.name}
                        defaultChecked={additional.has(category.name)}
                      />{" "}
                      additional
                    </label>
                  </span>
                ))}
              </div>
              <button type="submit" className={button}>
                Save
              </button>
            </form>
          ) : null}
        </>
      ) : null}
      {tab === "description" && can(ProjectPermission.EDIT_BODY) ? (
        <form action={updateProjectAction} className={`${card} flex flex-col gap-3`} aria-label="Description">
          <h2 className="font-bold">Description</h2>
          {hidden("description")}
          <label htmlFor="description-body" className="text-sm font-semibold">
            Description (Markdown)
          </label>
          <TextEditor id="description-body" name="body" initialValue={project.body} />
          <button type="submit" className={button}>
            Save
          </button>
        </form>
      ) : null}
      {tab === "members" ? (
        <ProjectOrganizationSettings project={project} actor={actor} back={`${base}/settings/members`} />
      ) : null}
      {tab === "members" ? (
        <section className={`${card} flex flex-col gap-3`} aria-labelledby="members-heading">
          <h2 id="members-heading" className="font-bold">
            Members
          </h2>
          <ul className="flex flex-col gap-2 text-sm">
            {members.map((member) => (
              <li key={member.id} className="flex items-center gap-2">
                <strong>{member.user.username}</strong> {member.role}
                {member.isOwner ? " (owner)" : ""}
                {member.accepted ? "" : " (invited)"}
                {!member.isOwner && member.accepted && can(ProjectPermission.EDIT_MEMBER) ? (
                  <details>
                    <summary className="cursor-pointer underline">Edit</summary>
                    <form action={memberAction} className="flex flex-col gap-1">
                      <input type="hidden" name="projectId" value={project.id} />
                      <input type="hidden" name="intent" value="edit" />
                      <input type="hidden" name="userId" value={member.userId} />
                      <input name="role" defaultValue={member.role} aria-label="Role" className={field} />
                      <fieldset className="flex flex-wrap gap-2 text-xs">
                        {Object.keys(ProjectPermission)
                          .filter(
                            (name) => (permissions & ProjectPermission[name as keyof typeof ProjectPermission]) !== 0n,
                          )
                          .map((name) => (
                            <label key={name}>
                              <input
                                type="checkbox"
                                name="permissions"
                                value={name}
                                defaultChecked={
                                  (member.permissions & ProjectPermission[name as keyof typeof ProjectPermission]) !==
                                  0n
                                }
                              />{" "}
                              {name}
                            </label>
                          ))}
                      </fieldset>
                      <button type="submit" className="w-fit underline">
                        Save member
                      </button>
                    </form>
                  </details>
                ) : null}
                {!member.isOwner && member.accepted && (isOwner || actor?.role === "admin") ? (
                  <form action={memberAction}>
                    <input type="hidden" name="projectId" value={project.id} />
                    <input type="hidden" name="intent" value="transfer" />
                    <input type="hidden" name="userId" value={member.userId} />
                    <button type="submit" className="underline">
                      Make owner
                    </button>
                  </form>
                ) : null}
                {!member.isOwner && can(ProjectPermission.REMOVE_MEMBER) ? (
                  <form action={memberAction}>
                    <input type="hidden" name="projectId" value={project.id} />
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="userId" value={member.userId} />
                    <button type="submit" className="underline">
                      Remove
                    </button>
                  </form>
                ) : null}
              </li>
            ))}
          </ul>
          {can(ProjectPermission.MANAGE_INVITES) ? (
            <form action={memberAction} className="flex flex-col gap-2" aria-label="Invite a member">
              <input type="hidden" name="projectId" value={project.id} />
              <input type="hidden" name="intent" value="invite" />
              <Input label="Username" name="username" value="" />
              <Input label="Role" name="role" value="Member" />
              <fieldset className="flex flex-wrap gap-2 text-xs">
                <legend className="text-sm font-semibold">Permissions</legend>
                {Object.keys(ProjectPermission)
                  .filter((name) => (permissions & ProjectPermission[name as keyof typeof ProjectPermission]) !== 0n)
                  .map((name) => (
                    <label key={name}>
                      <input type="checkbox" name="permissions" value={name} /> {name}
                    </label>
                  ))}
              </fieldset>
              <button type="submit" className={button}>
                Invite
              </button>
            </form>
          ) : null}
        </section>
      ) : null}
      {tab === "analytics" ? (
        <Analytics projectId={project.id} allowed={can(ProjectPermission.VIEW_ANALYTICS)} />
      ) : null}
      {tab === "general" && can(ProjectPermission.DELETE_PROJECT) ? (
        <form action={deleteProjectAction} className={`${card} flex flex-col gap-2`} aria-label="Delete project">
          <h2 className="font-bold">Delete project</h2>
          <input type="hidden" name="projectId" value={project.id} />
          <Input label={`Type ${project.slug} to confirm`} name="confirm" value="" />
          <button type="submit" className="w-fit rounded-lg bg-danger px-4 py-2 font-semibold text-white">
            Delete
          </button>
        </form>
      ) : null}
    </ProjectFrame>
  );
}
