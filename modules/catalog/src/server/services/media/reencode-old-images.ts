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

/**
 * Gives images uploaded before re-encoding existed their WebP and thumbnails: project and organization icons
 * get a new `iconUrl`, gallery images a new `url` (their `rawUrl`, the upload, stays). Rows are read by
 * primary key in pages, and each row is updated only if it still shows the old address (an upload in between
 * wins). Old files are left in place: an icon and a gallery image of the project may share one.
 */
export async function reencodeOldImages(db: DbOrTx): Promise<ReencodeReport> {
  const report: ReencodeReport = { icons: 0, organizationIcons: 0, gallery: 0, skipped: 0 };
  const old = (url: string | null): url is string => url !== null && profileOf(url) === null;

  for (let after: string | undefined; ;) {
    const projects = await db.project.findMany({
      where: {
        iconUrl: { not: null },
        NOT: { iconUrl: { endsWith: ".icon.webp" } },
        ...(after && { id: { gt: after } }),
      },
      select: { id: true, iconUrl: true },
      orderBy: { id: "asc" },
      take: PAGE,
    });
    for (const project of projects) {
      const image = old(project.iconUrl) ? await prepareStored(project.iconUrl, "icon", ICON_MAX_BYTES) : null;
      if (!image) {
        report.skipped += 1;
        continue;
      }
      const { url } = await storeImage(`data/${project.id}`, image);
      const updated = await db.project.updateMany({
        where: { id: project.id, iconUrl: project.iconUrl },
        data: { iconUrl: url },
      });
      if (updated.count > 0) {
        report.icons += 1;
        await projectsChanged(db, [project.id]);
      }
    }
    if (projects.length < PAGE) break;
    after = projects.at(-1)?.id;
  }

  for (let after: string | undefined; ;) {
    const organizations = await db.organization.findMany({
      where: {
        iconUrl: { not: null },
        NOT: { iconUrl: { endsWith: ".icon.webp" } },
        ...(after && { id: { gt: after } }),
      },
      select: { id: true, iconUrl: true },
      orderBy: { id: "asc" },
      take: PAGE,
    });
    for (const organization of organizations) {
      const image = old(organization.iconUrl)
        ? await prepareStored(organization.iconUrl, "icon", ICON_MAX_BYTES)
        : null;
      if (!image) {
        report.skipped += 1;
        continue;
      }
      const { url } = await storeImage(`data/organizations/${organization.id}`, image);
      const updated = await db.organization.updateMany({
        where: { id: organization.id, iconUrl: organization.iconUrl },
        data: { iconUrl: url },
      });
      report.organizationIcons += updated.count;
    }
    if (organizations.length < PAGE) break;
    after = organizations.at(-1)?.id;
  }

  for (let after: string | undefined; ;) {
    const images = await db.galleryImage.findMany({
      where: { NOT: { url: { endsWith: ".gallery.webp" } }, ...(after && { id: { gt: after } }) },
      select: { id: true, projectId: true, url: true, rawUrl: true },
      orderBy: { id: "asc" },
      take: PAGE,
    });
    for (const row of images) {
      const image = await prepareStored(row.rawUrl, "gallery", GALLERY_MAX_BYTES);
      if (!image) {
        report.skipped += 1;
        continue;
      }
      const { url } = await storeImage(`data/${row.projectId}`, image);
      const updated = await db.galleryImage.updateMany({ where: { id: row.id, url: row.url }, data: { url } });
      if (updated.count > 0) {
        report.gallery += 1;
        await projectsChanged(db, [row.projectId]);
      }
    }
    if (images.length < PAGE) break;
    after = images.at(-1)?.id;
  }
  return report;
}
