import type { DbOrTx } from "@hopper/core/db";

/**
 * A project's gallery images in their order; `featuredFirst` puts the featured ones ahead (the public pages),
 * the settings list keeps the team's order.
 */
export function listGalleryImages(db: DbOrTx, projectId: string, { featuredFirst = false } = {}) {
  return db.galleryImage.findMany({
    where: { projectId },
    orderBy: [...(featuredFirst ? [{ featured: "desc" as const }] : []), { ordering: "asc" }, { created: "asc" }],
  });
}
