import { srcSetOf, thumbnailFor } from "@hopper/core/images/variants";
import { UploadProgress } from "@hopper/ui/forms/upload-progress";

import { mediaAction } from "../../actions/projects";
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
export function IconSection({ project }: { project: { id: string; iconUrl: string | null } }) {
  return (
    <section className={`${card} flex flex-col gap-3`} aria-labelledby="icon-heading">
      <h2 id="icon-heading" className="font-bold">
        Icon
      </h2>
      <form
        id="icon-upload"
        method="post"
        action={uploadAction(project.id)}
        encType="multipart/form-data"
        className="flex flex-wrap items-end gap-2"
        aria-label="Upload an icon"
      >
        {hidden(project.id, "icon")}
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Image (PNG, JPEG, GIF or WebP, at most 256 KiB)
          <input type="file" name="icon" accept="image/png,image/jpeg,image/gif,image/webp" />
        </label>
        <button type="submit" className={button}>
          Upload icon
        </button>
        <UploadProgress formId="icon-upload" />
      </form>
      {project.iconUrl ? (
        <form action={mediaAction}>
          {hidden(project.id, "remove-icon")}
          <button type="submit" className="text-sm underline">
            Remove icon
          </button>
        </form>
      ) : null}
    </section>
  );
}

/** The gallery's images with a remove button each, and the form that adds one. */
export function GallerySection({ projectId, images }: { projectId: string; images: GalleryImage[] }) {
  return (
    <section className={`${card} flex flex-col gap-3`} aria-labelledby="gallery-heading">
      <h2 id="gallery-heading" className="font-bold">
        Gallery
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
            <span>
              {image.title ?? "Untitled"}
              {image.featured ? " (featured)" : ""}
            </span>
            <form action={mediaAction}>
              {hidden(projectId, "remove-gallery")}
              <input type="hidden" name="imageId" value={image.id} />
              <button type="submit" className="underline">
                Remove
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
        aria-label="Add a gallery image"
      >
        {hidden(projectId, "gallery")}
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Image (at most 5 MiB)
          <input type="file" name="image" accept="image/png,image/jpeg,image/gif,image/webp" />
        </label>
        <TextInput label="Title" name="title" value="" />
        <TextInput label="Description" name="description" value="" />
        <label className="text-sm">
          <input type="checkbox" name="featured" /> Featured
        </label>
        <UploadProgress formId="gallery-upload" />
        <button type="submit" className={button}>
          Add image
        </button>
      </form>
    </section>
  );
}
