import { notFound } from "next/navigation";

import { Button } from "@hopper/ui/components/button";
import type { PageProps } from "@hopper/ui/server/render-page";

import { db } from "@hopper/core/db";

import { gameVersionTags } from "../../server/services/game-versions";
import { LOADERS } from "../../tags/loaders";
import { VERSION_CHANNELS } from "../../tags/project-types";
import { ProjectPermission } from "../../server/services/permissions";
import { card, ProjectFrame } from "../components/project-frame";
import { TextEditor } from "../forms/text-editor";
import { PrimaryFileChoice } from "../forms/primary-file-choice";
import { UploadSuggestions } from "../forms/upload-suggestions";
import { loadProjectPage } from "../load";

export const metadata = { title: "Upload a version - Hopper" };

const field = "rounded-lg border border-divider bg-input px-3 py-2";

export default async function VersionNewPage({ params, searchParams }: PageProps) {
  const { id } = await params;
  const query = await searchParams;
  const { project, permissions, base } = await loadProjectPage(id);
  if ((permissions & ProjectPermission.UPLOAD_VERSION) === 0n) notFound();
  const error = typeof query.error === "string" ? query.error : null;
  const loaders = LOADERS.filter((loader) => loader.supported_project_types.includes(project.projectType));
  const releases = (await gameVersionTags(db())).filter((version) => version.version_type === "release");
  return (
    <ProjectFrame project={project} base={base} active="versions" canManage>
      <form
        id="upload-version"
        method="post"
        action={`/api/catalog/projects/${project.id}/versions`}
        encType="multipart/form-data"
        className={`${card} flex flex-col gap-3`}
        aria-label="Upload a version"
      >
        <h2 className="text-xl font-bold">Upload a version</h2>
        {error ? (
          <p role="alert" className="text-sm text-danger" data-testid="upload-error">
            {error}
          </p>
        ) : null}
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Files (the first is the primary file)
          <input type="file" name="files" multiple required accept=".jar,.zip,.litemod,.mrpack,.asc,.gpg,.sig" />
        </label>
        <PrimaryFileChoice formId="upload-version" />
        <UploadSuggestions formId="upload-version" projectType={project.projectType} />
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Version number (at most 32 characters)
          <input name="versionNumber" required maxLength={32} className={field} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Name
          <input name="name" className={field} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Channel
          <select name="versionType" defaultValue="release" className={field}>
            {[...VERSION_CHANNELS].reverse().map((channel) => (
              <option key={channel}>{channel}</option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <input type="checkbox" name="featured" /> Featured
        </label>
        <fieldset className="flex flex-wrap gap-3 text-sm">
          <legend className="font-semibold">Loaders</legend>
          {loaders.map((loader) => (
            <label key={loader.name}>
              <input type="checkbox" name="loaders" value={loader.name} /> {loader.name}
            </label>
          ))}
        </fieldset>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Game versions
          <select name="gameVersions" multiple size={8} className={field}>
            {releases.map((version) => (
              <option key={version.version}>{version.version}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Dependencies (one per line: required, optional, incompatible or embedded, then a project URL slug or id)
          <textarea name="dependencies" rows={3} placeholder="required fabric-api" className={field} />
        </label>
        <div className="flex flex-col gap-1">
          <label htmlFor="changelog" className="text-sm font-semibold">
            Changelog (Markdown)
          </label>
          <TextEditor id="changelog" name="changelog" initialValue={""} />
        </div>
        <Button type="submit">Create version</Button>
      </form>
    </ProjectFrame>
  );
}
