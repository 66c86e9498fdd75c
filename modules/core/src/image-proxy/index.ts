/** Public API of the image proxy. See docs/markdown.md ("Image proxy"). */
export { createImageProxyHandler, handleImageProxyRequest } from './handler.ts';
export type { ImageProxyHandler } from './handler.ts';
export { DEFAULT_ALLOWED_TYPES } from './options.ts';
export type { ImageProxyOptions } from './options.ts';
export { isPublicAddress } from './address-policy.ts';
export type { HostResolver, ResolvedAddress } from './resolve-host.ts';
