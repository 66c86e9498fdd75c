import { atMost, refText, TAG_MAX, textUpTo, URL_MAX } from "@hopper/core/validation";

import { GALLERY_DESCRIPTION_MAX, GALLERY_TITLE_MAX } from "../services/media/media";
import { ORGANIZATION_DESCRIPTION_MAX, ORGANIZATION_DESCRIPTION_MIN } from "../services/organizations/organizations";
import { ROLE_MAX } from "../services/teams/team-members";
import { BODY_MAX, NAME_MAX, NAME_MIN, SLUG_MAX, SLUG_MIN, SUMMARY_MAX, SUMMARY_MIN } from "../services/validation";
import { CHANGELOG_MAX, VERSION_NAME_MAX, VERSION_NUMBER_MAX } from "../services/versions/version-fields";

// Length caps of the catalog procedures' text inputs, with the services' own limits and sentences (the services
// check the rest: patterns, minimums after trimming, which values exist).

const between = (label: string, min: number, max: number) =>
  textUpTo(max, `${label} must be between ${min} and ${max} characters.`);

export const nameInput = () => between("The name", NAME_MIN, NAME_MAX);
export const slugInput = () => between("The URL", SLUG_MIN, SLUG_MAX);
export const summaryInput = () => between("The summary", SUMMARY_MIN, SUMMARY_MAX);
export const bodyInput = () => atMost("The description", BODY_MAX);
export const organizationDescriptionInput = () =>
  between("The description", ORGANIZATION_DESCRIPTION_MIN, ORGANIZATION_DESCRIPTION_MAX);
export const roleInput = () => between("The role", 1, ROLE_MAX);
export const galleryTitleInput = () => atMost("The title", GALLERY_TITLE_MAX);
export const galleryDescriptionInput = () => atMost("The description", GALLERY_DESCRIPTION_MAX);
export const versionNameInput = () => atMost("The version name", VERSION_NAME_MAX);
export const versionNumberInput = () => atMost("The version number", VERSION_NUMBER_MAX);
export const changelogInput = () => atMost("The changelog", CHANGELOG_MAX);
/** A file's name (the longest a file system takes). */
export const fileNameInput = (label = "The file name") => atMost(label, 255);
export const urlInput = (label: string) => atMost(label, URL_MAX);
/** Loaders, game versions, categories, side support, statuses, channels, permission names, project types. */
export const tagInput = (label: string) => atMost(label, TAG_MAX);
/** Typed confirmations ("type the project's name to delete it"). */
export const confirmInput = () => atMost("The confirmation", 256);
export { refText };
