export { prepareStoredImage, reencodeStoredIcon } from "./backfill";
export { storeEditorImage } from "./editor-image";
export { IMAGE_PROFILES, type ImageProfile, processImage, type ProcessedImage, UNREADABLE_IMAGE } from "./process";
export {
  deleteImage,
  imageKeys,
  isPreparedImage,
  type PreparedImage,
  prepareImage,
  type StoredImage,
  storeImage,
} from "./store";
export {
  derivedName,
  type ImageProfileName,
  profileOf,
  srcSetOf,
  THUMBNAIL_WIDTHS,
  thumbnailFor,
  thumbnailsOf,
} from "./variants";
