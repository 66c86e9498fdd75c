import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

const FIELD = "{field, select, name {The name} summary {The summary} description {The description} other {The text}}";

/**
 * The catalogue services' refusals the site's forms show (docs/shell.md, "Errors from services"). A service
 * throws them through `refusal()` / `problem()` (server/services/refusals.ts): the en-US text is the error's
 * message, which the REST API sends as it is; the site reads the key in the reader's language. Values are
 * strings, so numbers print as the English message always printed them (65536, not 65,536).
 */
export const errorMessages = defineCatalogue("catalog.errors", {
  signIn: "You must be signed in to do this.",
  signInToCreate: "You must be signed in to create a project.",
  projectNotFound: "Project not found.",
  slugTaken: "This URL is already used by another project.",
  textLength: `${FIELD} must be between {min} and {max} characters.`,
  controlCharacters: `${FIELD} must not contain control characters.`,
  slugLength: "The URL must be between {min} and {max} characters.",
  slugPattern: "The URL may contain letters, digits, '-', '_' and '.', and must start with a letter or digit.",
  slugDigits: "The URL must contain a letter.",
  slugReserved: "This URL is reserved.",
  chooseType: "Choose a project type.",
  chooseVisibility: "Choose public, unlisted or private.",
  tooManyProjects: "You can own at most {max} projects.",
  versionNumberMissing: "Enter a version number.",
  chooseLoader: "Choose at least one loader.",
  chooseGameVersion: "Choose at least one game version.",
  noFiles: "A version needs at least one file.",
  duplicateFile: "This file has already been uploaded to another project. Duplicate files are not allowed.",
  sameFileTwice: "The same file was added twice to this version.",
  permissions: {
    UPLOAD_VERSION: "You do not have permission to upload versions to this project.",
    DELETE_VERSION: "You do not have permission to delete versions of this project.",
    EDIT_DETAILS: "You do not have permission to edit this project's details.",
    EDIT_BODY: "You do not have permission to edit this project's description.",
    MANAGE_INVITES: "You do not have permission to invite members to this project.",
    REMOVE_MEMBER: "You do not have permission to remove members of this project.",
    EDIT_MEMBER: "You do not have permission to edit members of this project.",
    DELETE_PROJECT: "You do not have permission to delete this project.",
    VIEW_ANALYTICS: "You do not have permission to view this project's analytics.",
    VIEW_PAYOUTS: "You do not have permission to view this project's payouts.",
  },
});
