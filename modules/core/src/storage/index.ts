export { assertSafeKey, localStorage, storage } from "./storage";
export type { Storage } from "./storage";
