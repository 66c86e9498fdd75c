/**
 * Classification of URL attribute values. We parse with the WHATWG URL parser, the same algorithm
 * browsers use, so tricks such as `java\tscript:`, `JaVaScRiPt:`, leading control characters or
 * backslashes (`\\evil.example`) are seen exactly as the browser will see them.
 * Attribute values reach us already entity-decoded by parse5, so `&#106;avascript:` is covered too.
 */

/** A host that cannot exist (RFC 6761 `.invalid`), used to tell relative references from absolute. */
const RELATIVE_BASE = "https://relative-reference.invalid/";
const RELATIVE_HOST = "relative-reference.invalid";

const DATA_IMAGE = /^data:image\/(?:gif|png|jpeg|webp)[;,]/i;

export type ClassifiedUrl =
  /** A path or anchor on the current site; kept as written. */
  | { kind: "relative"; value: string }
  /** An absolute URL with a scheme we allow for the attribute in question. */
  | { kind: "absolute"; value: string; url: URL }
  /** `data:image/{gif,png,jpeg,webp}`. */
  | { kind: "data-image"; value: string }
  /** Anything else (javascript:, vbscript:, file:, other data:, unknown schemes, unparsable). */
  | { kind: "rejected" };

const LINK_PROTOCOLS = new Set(["http:", "https:", "mailto:", "tel:", "ftp:"]);
const MEDIA_PROTOCOLS = new Set(["http:", "https:"]);

function classify(raw: string, allowedProtocols: ReadonlySet<string>): ClassifiedUrl {
  const value = raw.trim();
  let resolved: URL;
  try {
    resolved = new URL(value, RELATIVE_BASE);
  } catch {
    return { kind: "rejected" };
  }
  // A reference that did not replace the base's scheme and host is relative (path, query or anchor).
  const isRelative = resolved.protocol === "https:" && resolved.host === RELATIVE_HOST && !URL.canParse(value);
  if (isRelative) return { kind: "relative", value };
  if (resolved.protocol === "data:") {
    return DATA_IMAGE.test(resolved.href) ? { kind: "data-image", value } : { kind: "rejected" };
  }
  if (!allowedProtocols.has(resolved.protocol)) return { kind: "rejected" };
  return { kind: "absolute", value, url: resolved };
}

/** For `a[href]`: http, https, mailto, tel, ftp, data images, relative paths and anchors. */
export function classifyLinkUrl(raw: string): ClassifiedUrl {
  return classify(raw, LINK_PROTOCOLS);
}

/** For media sources: only http(s), data images and relative paths can be displayed. */
export function classifyMediaUrl(raw: string): ClassifiedUrl {
  return classify(raw, MEDIA_PROTOCOLS);
}
