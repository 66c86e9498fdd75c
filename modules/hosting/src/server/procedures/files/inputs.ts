import { z } from "zod";

import { serverIdInput } from "../servers/inputs";

// Bounds only: the path rules (no `..`, no absolute or encoded forms) are userPath's, in the service, so the
// procedures and the upload/download routes refuse the same paths in the same words.

const path = z.string().max(4096, "That path is too long.");

export const pathInput = serverIdInput.extend({ path: path.default("") });
export const saveInput = serverIdInput.extend({
  path,
  content: z.string().max(2 * 1024 * 1024, "The text is larger than 2 MiB; upload the file instead."),
});
export const renameInput = serverIdInput.extend({ from: path, to: path });
export const pathsInput = serverIdInput.extend({ paths: z.array(path).min(1).max(200) });
export const archiveInput = pathsInput.extend({ destination: path, format: z.enum(["tar.gz", "zip"]).optional() });
export const unarchiveInput = serverIdInput.extend({ path, destination: path.optional() });
