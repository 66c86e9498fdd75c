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
  const key = decodeURIComponent(new URL(request.url).pathname.replace(/^\/cdn\//, ""));
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
