import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/**
 * The collections services' refusals the site shows (docs/shell.md, "Errors from services"). A service throws
 * them through `problem()` / `refusal()` (server/services/refusals.ts): the en-US text is the error's message,
 * which the REST API sends as it is; the site reads the key in the reader's language. Values are strings.
 */
export const errorMessages = defineCatalogue("collections.errors", {
  signIn: "You must be signed in to do this.",
  signInToCreate: "You must be signed in to create a collection.",
  collectionNotFound: "Collection not found.",
  notInCollection: "This project is not in the collection.",
  tooManyCollections: "You can have at most {max} collections.",
  tooManyProjects: "A collection holds at most {max} projects.",
  forbidden: {
    edit: "You do not have permission to edit this collection.",
    delete: "You do not have permission to delete this collection.",
  },
  nameControlCharacters: "The name must not contain control characters.",
  nameLength: "The name must be between {min} and {max} characters.",
  descriptionNul: "The description must not contain NUL characters.",
  descriptionLength: "The description must be between {min} and {max} characters.",
  statusUnknown: "The status must be one of {statuses}.",
  statusRejected: "Only moderators can change the status of a rejected collection.",
  statusReject: "Only moderators can reject a collection.",
  iconTooLarge: "Icons must be at most 256 KiB.",
  iconType: "Icons must be PNG, JPEG, GIF or WebP images.",
});
