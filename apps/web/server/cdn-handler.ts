import { storage } from "@hopper/core/storage";

const TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  svg: "image/svg+xml",
};

/** Serves files from local storage at /cdn/<key>. Keys are content-addressed, so they cache forever. */
export async function handleCdnRequest(request: Request): Promise<Response> {
  let key: string;
  try {
    key = decodeURIComponent(new URL(request.url).pathname.replace(/^\/cdn\//, ""));
  } catch {
    // Malformed percent-encoding (`/cdn/%ff`) names no file; it used to throw a URIError (a 500).
    return new Response("Bad request: the address is not valid percent-encoded UTF-8.", { status: 400 });
  }
  let file;
  try {
    file = await storage().get(key);
  } catch {
    file = null;
  }
  if (!file) return new Response("Not found", { status: 404 });
  const extension = key.split(".").pop()?.toLowerCase() ?? "";
  return new Response(file.body, {
    headers: {
      "Content-Type": TYPES[extension] ?? "application/octet-stream",
      "Content-Length": String(file.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      // SVG could carry script; it is never rendered as a document from here.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
