/**
 * Configuration of the Markdown pipeline. Everything site-specific (hosts, proxy URL) is passed in by
 * the caller so the pipeline never reads the environment and stays pure and testable.
 */
import { DEFAULT_MEDIA_HOSTS } from "./media-hosts";

/** `default` is for long documents (project descriptions, changelogs); `compact` for everything else. */
export type MarkdownPreset = "default" | "compact";

export const NESTING_LIMITS: Readonly<Record<MarkdownPreset, number>> = {
  default: 100,
  compact: 20,
};

export interface MarkdownConfig {
  /** Host names serving Hopper itself (e.g. `hopper.example`); links to them get no `rel`. */
  siteHosts: readonly string[];
  /** Hopper's own CDN host names (production and staging); media from them is served directly. */
  cdnHosts: readonly string[];
  /**
   * Base URL of the image proxy, absolute or root-relative (e.g. `/_internal/image-proxy`). Media on
   * hosts outside the allow-list is rewritten to `<imageProxyUrl>?url=<encoded original>`.
   */
  imageProxyUrl: string;
  /** Third-party media hosts served directly; defaults to {@link DEFAULT_MEDIA_HOSTS}. */
  mediaHosts?: readonly string[];
  /** Signs proxied URLs; give the image proxy the same key so it fetches only what we wrote. */
  imageProxySigningKey?: string;
}

/** The config after defaults are applied, with host names normalised for fast lookup. */
export interface ResolvedMarkdownConfig {
  ownHosts: ReadonlySet<string>;
  directMediaHosts: ReadonlySet<string>;
  imageProxyUrl: string;
  imageProxySigningKey: string | undefined;
}

function normaliseHost(host: string): string {
  return host.trim().toLowerCase();
}

export function resolveMarkdownConfig(config: MarkdownConfig): ResolvedMarkdownConfig {
  if (config.imageProxyUrl.trim() === "") {
    throw new Error("markdown: imageProxyUrl must not be empty");
  }
  const ownHosts = new Set([...config.siteHosts, ...config.cdnHosts].map(normaliseHost));
  const directMediaHosts = new Set(
    [...config.cdnHosts, ...config.siteHosts, ...(config.mediaHosts ?? DEFAULT_MEDIA_HOSTS)].map(normaliseHost),
  );
  return {
    ownHosts,
    directMediaHosts,
    imageProxyUrl: config.imageProxyUrl.trim(),
    imageProxySigningKey: config.imageProxySigningKey,
  };
}
