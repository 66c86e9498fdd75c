import { db } from "@hopper/core/db";
import { srcSetOf, thumbnailFor } from "@hopper/core/images/variants";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { listGalleryImages } from "../../server/services/media/gallery-images";
import { ProjectPermission } from "../../server/services/permissions";
import { GalleryLightbox } from "../components/gallery-lightbox";
import { day, ProjectFrame } from "../components/project-frame";
import { loadProjectPage } from "../load";
import { countPageView } from "../count-view";
import { projectMessages } from "../messages/project";

export async function generateMetadata() {
  const t = await getT(projectMessages);
  return { title: t("galleryTitle") };
}

/** The gallery; each picture opens in a lightbox (a modal <dialog>; a CSS :target overlay without JavaScript). */
export default async function GalleryPage({ params, host }: ModulePageProps) {
  const { id } = await params;
  const { project, permissions, base, actor } = await loadProjectPage(id);
  await countPageView(project, actor?.userId ?? null);
  const [images, t] = await Promise.all([
    listGalleryImages(db(), project.id, { featuredFirst: true }),
    getT(projectMessages),
  ]);
  const canManage = (permissions & ProjectPermission.EDIT_DETAILS) !== 0n;
  return (
    <ProjectFrame project={project} base={base} active="gallery" canManage={canManage} host={host}>
      {images.length === 0 ? <p className="text-secondary">{t("noImages")}</p> : null}
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="gallery">
        {images.map((image) => (
          <li key={image.id} className="flex flex-col gap-1">
            <GalleryLightbox
              id={`image-${image.id}`}
              label={image.title ?? t("galleryImage")}
              closeLabel={t("galleryClose")}
              thumbnail={
                // eslint-disable-next-line @next/next/no-img-element -- gallery images are served from our own /cdn
                <img
                  // Thumbnails of a re-encoded upload (none for older ones): one or two columns of the page.
                  src={thumbnailFor(image.url, 640)}
                  srcSet={srcSetOf(image.url)}
                  sizes="(min-width: 768px) 50vw, 100vw"
                  alt={image.title ?? t("galleryUntitledImage")}
                  className="w-full rounded-lg"
                />
              }
            >
              {/* The re-encoded image (at most 2560 px, no metadata); the upload as it came stays at rawUrl. */}
              {/* eslint-disable-next-line @next/next/no-img-element -- gallery images are served from our own /cdn */}
              <img src={image.url} alt={image.title ?? t("galleryUntitledImage")} className="max-h-full max-w-full" />
            </GalleryLightbox>
            {/* dir="auto": the title is the creator's text, in any language or direction. */}
            <strong dir="auto">
              {image.featured
                ? t("galleryFeatured", { title: image.title ?? t("galleryUntitled") })
                : (image.title ?? t("galleryUntitled"))}
            </strong>
            {image.description ? <p className="text-sm">{image.description}</p> : null}
            <span className="text-xs text-secondary">{day(image.created)}</span>
          </li>
        ))}
      </ul>
    </ProjectFrame>
  );
}
