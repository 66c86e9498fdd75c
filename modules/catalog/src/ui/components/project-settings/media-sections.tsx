import { srcSetOf, thumbnailFor } from "@hopper/core/images/variants";
import { UploadProgress } from "@hopper/ui/forms/upload-progress";
import { getT } from "@hopper/ui/i18n/server";

import { mediaAction } from "../../actions/projects";
import { settingsMessages } from "../../messages/settings";
import { card } from "../project-frame";
import { button, TextInput } from "../project-settings-frame";

interface GalleryImage {
  id: string;
  url: string;
  title: string | null;
  featured: boolean;
}

const hidden = (projectId: string, intent: string) => (
  <>
    <input type="hidden" name="projectId" value={projectId} />
    <input type="hidden" name="intent" value={intent} />
  </>
);

/** Where the icon and gallery uploads post (a route, so the upload script can show progress; no JS needed). */
const uploadAction = (projectId: string) => `/api/catalog/projects/${projectId}/media`;

/** Upload or remove the project's icon. */
export async function IconSection({ project }: { project: { id: string; iconUrl: string | null } }) {
  const t = await getT(settingsMessages);
  return (
    <section className={`${card} flex flex-col gap-3`} aria-labelledby="icon-heading">
      <h2 id="icon-heading" className="font-bold">
        {t("icon.heading")}
      </h2>
      <form
        id="icon-upload"
        method="post"
        action={uploadAction(project.id)}
        encType="multipart/form-data"
        className="flex flex-wrap items-end gap-2"
        aria-label={t("icon.form")}
      >
        {hidden(project.id, "icon")}
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t("icon.image")}
          <input type="file" name="icon" accept="image/png,image/jpeg,image/gif,image/webp" />
        </label>
        <button type="submit" className={button}>
          {t("icon.upload")}
        </button>
        <UploadProgress formId="icon-upload" />
      </form>
      {project.iconUrl ? (
        <form action={mediaAction}>
          {hidden(project.id, "remove-icon")}
          <button type="submit" className="text-sm underline">
            {t("icon.remove")}
          </button>
        </form>
      ) : null}
    </section>
  );
}

/** The gallery's images with a remove button each, and the form that adds one. */
export async function GallerySection({ projectId, images }: { projectId: string; images: GalleryImage[] }) {
  const t = await getT(settingsMessages);
  return (
    <section className={`${card} flex flex-col gap-3`} aria-labelledby="gallery-heading">
      <h2 id="gallery-heading" className="font-bold">
        {t("gallery.heading")}
      </h2>
      <ul className="flex flex-wrap gap-3">
        {images.map((image) => (
          <li key={image.id} className="flex flex-col gap-1 text-xs">
            {/* eslint-disable-next-line @next/next/no-img-element -- gallery images are served from our own /cdn */}
            <img
              src={thumbnailFor(image.url, 160)}
              srcSet={srcSetOf(image.url)}
              sizes={srcSetOf(image.url) ? "160px" : undefined}
              alt={image.title ?? ""}
              width={160}
              height={90}
              className="rounded"
            />
            <span dir="auto">
              {image.title ?? t("gallery.untitled")}
              {image.featured ? t("gallery.featuredMark") : ""}
            </span>
            <form action={mediaAction}>
              {hidden(projectId, "remove-gallery")}
              <input type="hidden" name="imageId" value={image.id} />
              <button type="submit" className="underline">
                {t("gallery.remove")}
              </button>
            </form>
          </li>
        ))}
      </ul>
      <form
        id="gallery-upload"
        method="post"
        action={uploadAction(projectId)}
        encType="multipart/form-data"
        className="flex flex-col gap-2"
        aria-label={t("gallery.form")}
      >
        {hidden(projectId, "gallery")}
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t("gallery.image")}
          <input type="file" name="image" accept="image/png,image/jpeg,image/gif,image/webp" />
        </label>
        <TextInput label={t("gallery.title")} name="title" value="" />
        <TextInput label={t("gallery.description")} name="description" value="" />
        <label className="text-sm">
          <input type="checkbox" name="featured" /> {t("gallery.featured")}
        </label>
        <UploadProgress formId="gallery-upload" />
        <button type="submit" className={button}>
          {t("gallery.add")}
        </button>
      </form>
    </section>
  );
}
