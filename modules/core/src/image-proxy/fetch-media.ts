/**
 * Fetches a remote image (or video/audio) for the proxy: every hop, redirects included, goes through
 * the destination check, and type, size and time limits apply to the final response.
 */
import type { IncomingMessage } from "node:http";
import { checkDestination } from "./destination";
import { ImageProxyError } from "./errors";
import { fetchOnce } from "./fetch-once";
import type { ResolvedImageProxyOptions } from "./options";
import { readLimitedBody } from "./read-body";

export interface FetchedMedia {
  body: Buffer;
  contentType: string;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function parseTarget(raw: string, base?: URL): URL {
  try {
    return new URL(raw, base);
  } catch {
    throw new ImageProxyError("invalid_url", "the url is not a valid absolute URL");
  }
}

function mediaType(response: IncomingMessage): string {
  return (response.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

async function followRedirects(
  start: URL,
  options: ResolvedImageProxyOptions,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const headers = { "user-agent": options.userAgent, accept: [...options.allowedTypes].join(", ") };
  let target = start;
  for (let hop = 0; hop <= options.maxRedirects; hop++) {
    const destination = await checkDestination(target, options);
    const response = await fetchOnce(destination, headers, signal);
    const status = response.statusCode ?? 0;
    if (!REDIRECT_STATUSES.has(status)) return response;
    response.resume();
    const location = response.headers.location;
    if (location === undefined) throw new ImageProxyError("upstream_error", "redirect without a location");
    target = parseTarget(location, target);
  }
  throw new ImageProxyError("too_many_redirects", `more than ${options.maxRedirects} redirects`);
}

export async function fetchMedia(rawUrl: string, options: ResolvedImageProxyOptions): Promise<FetchedMedia> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const response = await followRedirects(parseTarget(rawUrl), options, controller.signal);
    const status = response.statusCode ?? 0;
    if (status < 200 || status > 299) {
      response.resume();
      throw new ImageProxyError("upstream_error", `the remote server answered ${status}`);
    }
    const contentType = mediaType(response);
    if (!options.allowedTypes.has(contentType)) {
      response.destroy();
      throw new ImageProxyError("unsupported_type", `content type ${contentType || "none"} is not served`);
    }
    const body = await readLimitedBody(response, options.maxBytes, controller.signal);
    return { body, contentType };
  } catch (error) {
    // An abort surfaces as assorted socket errors; report it as what it is.
    if (controller.signal.aborted) throw new ImageProxyError("timeout", "the remote server took too long");
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
