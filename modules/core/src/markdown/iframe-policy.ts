/**
 * Iframes are allowed for exactly two kinds of embed: a video player whose path carries an
 * 11-character video id (only the `start` and `end` query parameters survive), and a chat-server
 * widget with an 18–19 digit server id. The src is rebuilt from the parts we checked rather than
 * passed through, so nothing unexpected can ride along in the URL.
 */
import type { Element } from "hast";

const VIDEO_EMBED_HOSTS = new Set([
  "www.youtube.com",
  "youtube.com",
  "www.youtube-nocookie.com",
  "youtube-nocookie.com",
]);
const VIDEO_EMBED_PATH = /^\/embed\/([A-Za-z0-9_-]{11})$/;
const VIDEO_TIME_PARAMETERS = ["start", "end"] as const;
const SECONDS = /^\d{1,6}$/;

const CHAT_WIDGET_HOSTS = new Set(["discord.com", "discordapp.com", "ptb.discord.com", "canary.discord.com"]);
const CHAT_WIDGET_PATH = "/widget";

/** Every host an embed may frame; the site's Content-Security-Policy (frame-src) allows exactly these. */
export const EMBED_FRAME_HOSTS: readonly string[] = [...VIDEO_EMBED_HOSTS, ...CHAT_WIDGET_HOSTS];
const CHAT_SERVER_ID = /^\d{18,19}$/;
const CHAT_THEMES = new Set(["dark", "light"]);

function parseHttps(src: string): URL | undefined {
  try {
    const url = new URL(src.trim());
    return url.protocol === "https:" && url.port === "" ? url : undefined;
  } catch {
    return undefined;
  }
}

function videoEmbedSource(url: URL): string | undefined {
  if (!VIDEO_EMBED_HOSTS.has(url.hostname)) return undefined;
  const videoId = VIDEO_EMBED_PATH.exec(url.pathname)?.[1];
  if (videoId === undefined) return undefined;
  const kept = new URLSearchParams();
  for (const name of VIDEO_TIME_PARAMETERS) {
    const value = url.searchParams.get(name);
    if (value !== null && SECONDS.test(value)) kept.set(name, value);
  }
  const query = kept.toString();
  return `https://${url.hostname}/embed/${videoId}${query === "" ? "" : `?${query}`}`;
}

function chatWidgetSource(url: URL): string | undefined {
  if (!CHAT_WIDGET_HOSTS.has(url.hostname) || url.pathname !== CHAT_WIDGET_PATH) return undefined;
  const serverId = url.searchParams.get("id");
  if (serverId === null || !CHAT_SERVER_ID.test(serverId)) return undefined;
  const kept = new URLSearchParams({ id: serverId });
  const theme = url.searchParams.get("theme");
  if (theme !== null && CHAT_THEMES.has(theme)) kept.set("theme", theme);
  return `https://${url.hostname}${CHAT_WIDGET_PATH}?${kept.toString()}`;
}

/** The rebuilt embed URL, or `undefined` when the iframe must be removed. */
export function safeIframeSource(src: unknown): string | undefined {
  if (typeof src !== "string") return undefined;
  const url = parseHttps(src);
  if (url === undefined) return undefined;
  return videoEmbedSource(url) ?? chatWidgetSource(url);
}

/** Returns false when the iframe is not an allowed embed and must be dropped from the tree. */
export function applyIframePolicy(iframe: Element): boolean {
  const src = safeIframeSource(iframe.properties.src);
  if (src === undefined) return false;
  iframe.properties.src = src;
  // Iframe children are serialised as raw text by HTML; an allowed embed never needs any.
  iframe.children = [];
  return true;
}
