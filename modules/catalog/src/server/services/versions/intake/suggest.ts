import { catalogSettings } from "../../../settings";
import { inspectFileAt } from "./file-checks";
import { receiveUpload } from "./upload";
import type { FileBody } from "./upload";

/** What the upload form pre-fills from a file's metadata: loaders, game versions and dependencies. */
export async function suggestFromFile(projectType: string, filename: string, body: FileBody) {
  const settings = catalogSettings();
  const data = await receiveUpload(filename, body, settings.CATALOG_MAX_FILE_BYTES);
  try {
    return await inspectFileAt(filename, data.path, {
      projectType,
      loaders: [],
      primary: false,
      limits: {
        maxEntries: settings.CATALOG_ZIP_MAX_ENTRIES,
        maxUncompressedBytes: settings.CATALOG_ZIP_MAX_UNCOMPRESSED_BYTES,
        maxRatio: settings.CATALOG_ZIP_MAX_RATIO,
      },
    });
  } finally {
    await data.dispose();
  }
}
