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
  review: {
    alreadyInReview: "This project is already under review.",
    alreadyApproved: "This project has already been approved.",
    withheld: "A withheld project can only be changed by a moderator.",
    noVersions: "Upload at least one version before submitting the project for review.",
    noSummary: "Write a summary before submitting the project for review.",
    requestedStatus: "The requested status must be approved, archived, unlisted, private or draft.",
    moderatorMessage: "Only moderators can set the moderation message.",
    unknownStatus: "Unknown status: {status}.",
    notApproved: "Only moderators can change the status of a project that is not approved.",
    moderatorsOnly: "Only moderators can set this status.",
  },
  gallery: {
    notAnImage: "Upload a PNG, JPEG, GIF or WebP image.",
    titleLength: "The title must be at most {max} characters.",
    descriptionLength: "The description must be at most {max} characters.",
    ordering: "The ordering must be a whole number.",
    tooMany: "A gallery can have at most {max} images.",
    imageNotFound: "Gallery image not found.",
    noImageAtUrl: "This project has no gallery image at that URL.",
  },
  members: {
    roleLength: "The role must be between 1 and {max} characters.",
    userNotFound: "User not found.",
    alreadyMember: "This user is already a member.",
    alreadyInvited: "This user has already been invited.",
    notYourProject: "You are not a member of this project.",
    teamNotFound: "The requested team was not found.",
    payoutsSplit: "The payouts split must be between 0 and {max}.",
    cannotGive: "You cannot give permissions you do not have.",
    noInvitation: "You have no pending invitation to this project.",
    notInProject: "This user is not a member of the project.",
    ownerPermissions: "The owner always has every permission.",
    ownerRemoval: "The owner cannot be removed. Transfer ownership first.",
    ownerTransfers: "Only the owner can transfer ownership.",
    newOwnerAccepted: "The new owner must have accepted the invitation.",
  },
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
