import { hasNul } from "@hopper/core/validation";

/**
 * What is wrong with a request's target (`/path?query`) before anything routes it, or null. A malformed
 * percent-escape in the path (`/v2/project/%FF%FE`, `/cdn/%ff`, `/data/%ff/x`) made decoders throw a URIError,
 * and NUL anywhere reached PostgreSQL (error 22021): both were 500s for what is the client's mistake. Checked
 * once here for pages, the API, files and downloads alike.
 */
export function requestTargetProblem(target: string): string | null {
  const queryStart = target.indexOf("?");
  const path = queryStart < 0 ? target : target.slice(0, queryStart);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return "The address is not valid percent-encoded UTF-8.";
  }
  if (hasNul(decoded)) return "The address must not contain NUL characters.";
  if (queryStart >= 0) {
    // URLSearchParams decodes leniently (a bad escape stays as typed), as Next.js and the API read queries.
    for (const [key, value] of new URLSearchParams(target.slice(queryStart + 1))) {
      if (hasNul(key) || hasNul(value)) return "The query string must not contain NUL characters.";
    }
  }
  return null;
}
