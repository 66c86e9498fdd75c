import { readMultipart } from "@hopper/core/storage";
import type { MultipartForm, MultipartOptions } from "@hopper/core/storage";

import { catalogSettings } from "../settings";
import { problem, refusal } from "../services/refusals";
import { fileTooLargeError } from "../services/versions/intake/upload";
import { MAX_FILES_PER_VERSION } from "../services/versions/intake/version-intake";

/**
 * Reads an upload request (the form, `POST /v2/version`, `POST /v2/project`, the suggestions) as it arrives:
 * each file goes to a temp file under the catalogue's size limit, never into memory. The caller disposes
 * the form in a `finally`.
 */
export function readUploadForm(
  request: Request,
  options: Pick<MultipartOptions, "maxFiles" | "onField" | "before" | "maxBodyBytes" | "tooManyFiles"> = {
    maxFiles: MAX_FILES_PER_VERSION,
  },
): Promise<MultipartForm> {
  const limit = catalogSettings().CATALOG_MAX_FILE_BYTES;
  return readMultipart(request, {
    fileLimit: limit,
    tooLarge: (filename) => fileTooLargeError(filename, limit),
    tooManyFiles: () =>
      refusal("invalid_input", problem("versions.tooManyFiles", { max: String(MAX_FILES_PER_VERSION) })),
    ...options,
  });
}
