import { defineCatalogue } from "../i18n/catalogue";

/** The upload progress bar's strings (UploadProgress, used by every upload form of the site). */
export const uploadMessages = defineCatalogue("ui.upload", {
  progressLabel: "Upload progress",
  uploading: "Uploading…",
  uploadingPart: "Uploading: {percent}% ({loaded} of {total})",
  done: "Uploaded. Opening the result…",
  cancel: "Cancel upload",
  cancelled: "Upload cancelled. Nothing was saved; the form is as you left it.",
  failed: "The upload failed (HTTP {status}). Try again in a bit.",
  unreachable: "The upload did not reach the server: check the connection and try again.",
  mebibytes: "{value} MiB",
  kibibytes: "{value} KiB",
});
