import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { prepareImage, profileOf, storeImage } from "@hopper/core/images";
import type { ImageProfileName } from "@hopper/core/images";
import { sniffImageType, storage } from "@hopper/core/storage";

import { GALLERY_MAX_BYTES, ICON_MAX_BYTES } from "./media";
import { projectsChanged } from "../projects/project-events";

const PAGE = 100;

/** What one pass did: images converted, and those left as they are (not ours, not a raster image, damaged). */
export interface ReencodeReport {
  icons: number;
  organizationIcons: number;
  gallery: number;
  skipped: number;
}

/**
 * The bytes behind one of our own addresses, prepared for `profile`; null when the address is not in our
 * storage, the file is gone, too large, not a PNG/JPEG/GIF/WebP (the demo seed's SVGs) or unreadable.
 */
async function prepareStored(url: string, profile: ImageProfileName, limit: number) {
  const key = storage().keyOf(url);
  const object = key ? await storage().get(key) : null;
  if (!object || object.size > limit) {
    await object?.body.cancel();
    return null;
  }
  const bytes = new Uint8Array(await new Response(object.body).arrayBuffer());
  if (!sniffImageType(bytes)) return null;
  try {
    return await prepareImage(bytes, profile);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** Visits rows page by page in primary-key order; `load` reads the page after the id it is given. */
async function eachPage<Row extends { id: string }>(
  load: (after: { id: { gt: string } } | undefined) => Promise<Row[]>,
  visit: (row: Row) => Promise<void>,
) {
  for (let after: string | undefined; ;) {
    const rows = await load(after === undefined ? undefined : { id: { gt: after } });
    for (const row of rows) await visit(row);
    if (rows.length < PAGE) return;
    after = rows.at(-1)?.id;
  }
}

/** An icon not yet re-encoded (`.icon.webp`), the filter both icon tables use. */
const OLD_ICON = { iconUrl: { not: null }, NOT: { iconUrl: { endsWith: ".icon.webp" } } };
const PAGE_ORDER = { orderBy: { id: "asc" as const }, take: PAGE };

/**
 * Gives images uploaded before re-encoding existed their WebP and thumbnails: project and organization icons
 * get a new `iconUrl`, gallery images a new `url` (their `rawUrl`, the upload, stays). Rows are read by
 * primary key in pages, and each row is updated only if it still shows the old address (an upload in between
 * wins). Old files are left in place: an icon and a gallery image of the project may share one.
 */
export async function reencodeOldImages(db: DbOrTx): Promise<ReencodeReport> {
  const report: ReencodeReport = { icons: 0, organizationIcons: 0, gallery: 0, skipped: 0 };
  /** The icon re-encoded and stored under `prefix`, or null (counted as skipped). */
  const newIcon = async (iconUrl: string | null, prefix: string) => {
    const image =
      iconUrl !== null && profileOf(iconUrl) === null ? await prepareStored(iconUrl, "icon", ICON_MAX_BYTES) : null;
    if (!image) report.skipped += 1;
    return image ? (await storeImage(prefix, image)).url : null;
  };

  await eachPage(
    (after) =>
      db.project.findMany({ where: { ...OLD_ICON, ...after }, select: { id: true, iconUrl: true }, ...PAGE_ORDER }),
    async (project) => {
      const url = await newIcon(project.iconUrl, `data/${project.id}`);
      if (!url) return;
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
    (after) =>
      db.organization.findMany({
        where: { ...OLD_ICON, ...after },
        select: { id: true, iconUrl: true },
        ...PAGE_ORDER,
      }),
    async (organization) => {
      const url = await newIcon(organization.iconUrl, `data/organizations/${organization.id}`);
      if (!url) return;
      const updated = await db.organization.updateMany({
        where: { id: organization.id, iconUrl: organization.iconUrl },
        data: { iconUrl: url },
      });
      report.organizationIcons += updated.count;
    },
  );

  await eachPage(
    (after) =>
      db.galleryImage.findMany({
        where: { NOT: { url: { endsWith: ".gallery.webp" } }, ...after },
        select: { id: true, projectId: true, url: true, rawUrl: true },
        ...PAGE_ORDER,
      }),
    async (row) => {
      const image = await prepareStored(row.rawUrl, "gallery", GALLERY_MAX_BYTES);
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
