export { assertSafeKey, localStorage, storage } from "./storage";
export type { Storage } from "./storage";
export { sniffImageType } from "./image-type";
