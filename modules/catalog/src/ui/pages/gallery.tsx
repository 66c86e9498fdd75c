import { db } from "@hopper/core/db";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { listGalleryImages } from "../../server/services/media/gallery-images";
import { ProjectPermission } from "../../server/services/permissions";
import { day, ProjectFrame } from "../components/project-frame";
import { loadProjectPage } from "../load";

export const metadata = { title: "Gallery - Hopper" };

/** The gallery; each picture opens in a lightbox (a CSS :target overlay, so it works without JavaScript). */
export default async function GalleryPage({ params, host }: ModulePageProps) {
  const { id } = await params;
  const { project, permissions, base } = await loadProjectPage(id);
  const images = await listGalleryImages(db(), project.id, { featuredFirst: true });
  const canManage = (permissions & ProjectPermission.EDIT_DETAILS) !== 0n;
  return (
    <ProjectFrame project={project} base={base} active="gallery" canManage={canManage} host={host}>
      {images.length === 0 ? <p className="text-secondary">No images yet.</p> : null}
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="gallery">
        {images.map((image) => (
          <li key={image.id} className="flex flex-col gap-1">
            <a href={`#image-${image.id}`}>
              {/* eslint-disable-next-line @next/next/no-img-element -- gallery images are served from our own /cdn */}
              <img src={image.url} alt={image.title ?? ""} className="w-full rounded-lg" />
            </a>
            <strong>
              {image.title ?? "Untitled"}
              {image.featured ? " · Featured" : ""}
            </strong>
            {image.description ? <p className="text-sm">{image.description}</p> : null}
            <span className="text-xs text-secondary">{day(image.created)}</span>
            <div
              id={`image-${image.id}`}
              role="dialog"
              aria-label={image.title ?? "Image"}
              className="fixed inset-0 z-50 hidden items-center justify-center bg-black/80 p-6 target:flex"
            >
              <a href="#" className="absolute right-4 top-4 text-2xl text-white" aria-label="Close">
                ×
              </a>
              {/* eslint-disable-next-line @next/next/no-img-element -- gallery images are served from our own /cdn */}
              <img src={image.rawUrl} alt={image.title ?? ""} className="max-h-full max-w-full" />
            </div>
          </li>
        ))}
      </ul>
    </ProjectFrame>
  );
}
