/** Public API of the image proxy. See docs/markdown.md ("Image proxy"). */
export { createImageProxyHandler, handleImageProxyRequest } from "./handler";
export type { ImageProxyHandler } from "./handler";
export { DEFAULT_ALLOWED_TYPES } from "./options";
export type { ImageProxyOptions } from "./options";
export { isPublicAddress } from "./address-policy";
export type { HostResolver, ResolvedAddress } from "./resolve-host";
export { signProxyTarget } from "./signature";
