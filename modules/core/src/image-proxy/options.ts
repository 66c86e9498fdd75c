/** Limits and collaborators of the image proxy; every field has a production default. */
import { isPublicAddress } from "./address-policy";
import type { AddressPolicy } from "./address-policy";
import { systemResolver } from "./resolve-host";
import type { HostResolver } from "./resolve-host";

export interface ImageProxyOptions {
  /** Largest body served, in bytes. */
  maxBytes?: number;
  /** Budget for the whole fetch (every redirect hop and the body), in milliseconds. */
  timeoutMs?: number;
  maxRedirects?: number;
  /** Content types served; SVG is deliberately absent (it can carry script). */
  allowedTypes?: readonly string[];
  /** Destination ports allowed; other ports are a classic way to reach internal services. */
  allowedPorts?: readonly number[];
  /** `max-age` of successful responses, in seconds. */
  cacheMaxAgeSeconds?: number;
  /** Hosts never fetched, typically Hopper's own (a proxy fetching itself amplifies requests). */
  refusedHosts?: readonly string[];
  /** Decides whether a resolved address may be contacted. Tests widen it; production should not. */
  isAddressAllowed?: AddressPolicy;
  resolveHost?: HostResolver;
  userAgent?: string;
  /** When set, only URLs carrying a valid signature (see signature.ts) are fetched. */
  signingKey?: string;
}

export interface ResolvedImageProxyOptions {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  allowedTypes: ReadonlySet<string>;
  allowedPorts: ReadonlySet<number>;
  cacheMaxAgeSeconds: number;
  refusedHosts: ReadonlySet<string>;
  isAddressAllowed: AddressPolicy;
  resolveHost: HostResolver;
  userAgent: string;
  signingKey: string | undefined;
}

export const DEFAULT_ALLOWED_TYPES: readonly string[] = [
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "image/avif",
  "video/mp4",
  "video/webm",
  "audio/mpeg",
  "audio/ogg",
  "audio/wav",
];

export function resolveImageProxyOptions(options: ImageProxyOptions = {}): ResolvedImageProxyOptions {
  return {
    maxBytes: options.maxBytes ?? 10 * 1024 * 1024,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxRedirects: options.maxRedirects ?? 3,
    allowedTypes: new Set(options.allowedTypes ?? DEFAULT_ALLOWED_TYPES),
    allowedPorts: new Set(options.allowedPorts ?? [80, 443]),
    cacheMaxAgeSeconds: options.cacheMaxAgeSeconds ?? 86_400,
    refusedHosts: new Set((options.refusedHosts ?? []).map((host) => host.toLowerCase())),
    isAddressAllowed: options.isAddressAllowed ?? isPublicAddress,
    resolveHost: options.resolveHost ?? systemResolver,
    userAgent: options.userAgent ?? "HopperImageProxy/1.0",
    signingKey: options.signingKey,
  };
}
