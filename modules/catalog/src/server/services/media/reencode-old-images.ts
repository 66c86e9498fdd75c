import { eachPage } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";
import { prepareStoredImage, reencodeStoredIcon, storeImage } from "@hopper/core/images";

import { GALLERY_MAX_BYTES, ICON_MAX_BYTES } from "./media";
import { projectsChanged } from "../projects/project-events";

/** What one pass did: images converted, and those left as they are (not ours, not a raster image, damaged). */
export interface ReencodeReport {
  icons: number;
  organizationIcons: number;
  gallery: number;
  skipped: number;
}

/** An icon not yet re-encoded (`.icon.webp`), the filter both icon tables use. */
const OLD_ICON = { iconUrl: { not: null }, NOT: { iconUrl: { endsWith: ".icon.webp" } } };
const ID_ORDER = { orderBy: { id: "asc" as const } };

/**
 * Gives images uploaded before re-encoding existed their WebP and thumbnails: project and organization icons
 * get a new `iconUrl`, gallery images a new `url` (their `rawUrl`, the upload, stays). Rows are read by
 * primary key in pages, and each row is updated only if it still shows the old address (an upload in between
 * wins). Old files are left in place: an icon and a gallery image of the project may share one. Avatars and
 * collection icons are their modules' own back-fills (accounts, collections), built on the same helpers.
 */
export async function reencodeOldImages(db: DbOrTx): Promise<ReencodeReport> {
  const report: ReencodeReport = { icons: 0, organizationIcons: 0, gallery: 0, skipped: 0 };

  await eachPage(
    (after, take) =>
      db.project.findMany({ where: { ...OLD_ICON, ...after }, select: { id: true, iconUrl: true }, ...ID_ORDER, take }),
    async (project) => {
      const url = await reencodeStoredIcon(project.iconUrl, `data/${project.id}`, ICON_MAX_BYTES);
      if (!url) {
        report.skipped += 1;
        return;
      }
      const updated = await db.project.updateMany({
        where: { id: project.id, iconUrl: project.iconUrl },
        data: { iconUrl: url },
      });
      if (updated.count === 0) return;
      report.icons += 1;
      await projectsChanged(db, [project.id]);
    },
  );

  await eachPage(
    (after, take) =>
      db.organization.findMany({
        where: { ...OLD_ICON, ...after },
        select: { id: true, iconUrl: true },
        ...ID_ORDER,
        take,
      }),
    async (organization) => {
      const url = await reencodeStoredIcon(
        organization.iconUrl,
        `data/organizations/${organization.id}`,
        ICON_MAX_BYTES,
      );
      if (!url) {
        report.skipped += 1;
        return;
      }
      const updated = await db.organization.updateMany({
        where: { id: organization.id, iconUrl: organization.iconUrl },
        data: { iconUrl: url },
      });
      report.organizationIcons += updated.count;
    },
  );

  await eachPage(
    (after, take) =>
      db.galleryImage.findMany({
        where: { NOT: { url: { endsWith: ".gallery.webp" } }, ...after },
        select: { id: true, projectId: true, url: true, rawUrl: true },
        ...ID_ORDER,
        take,
      }),
    async (row) => {
      const image = await prepareStoredImage(row.rawUrl, "gallery", GALLERY_MAX_BYTES);
      if (!image) {
        report.skipped += 1;
        return;
      }
      const { url } = await storeImage(`data/${row.projectId}`, image);
      const updated = await db.galleryImage.updateMany({ where: { id: row.id, url: row.url }, data: { url } });
      if (updated.count === 0) return;
      report.gallery += 1;
      await projectsChanged(db, [row.projectId]);
    },
  );
  return report;
}
