/**
 * Descriptions and changelogs are rendered when they are saved and the HTML is stored beside them with the
 * renderer's key (docs/markdown.md "Stored HTML"), so a page reads HTML instead of rendering 50 KB of Markdown
 * on the web process's main thread. Rendering happens in a worker thread, at save time as on a stale read.
 */
import { siteMarkdown } from "@hopper/core/markdown";

/** The current render key: stored HTML made with another key is stale. */
export function currentRenderKey(): string {
  return siteMarkdown().renderKey;
}

async function renderStored(source: string): Promise<{ html: string; key: string }> {
  const renderer = siteMarkdown();
  // Nothing to render: no reason to wake a worker thread for an empty description.
  return { html: source === "" ? "" : await renderer.renderOffThread(source), key: renderer.renderKey };
}

/** The columns a project write stores beside `body`. */
export async function descriptionHtmlData(body: string): Promise<{ bodyHtml: string; bodyHtmlKey: string }> {
  const { html, key } = await renderStored(body);
  return { bodyHtml: html, bodyHtmlKey: key };
}

/** The columns a version write stores beside `changelog`. */
export async function changelogHtmlData(
  changelog: string,
): Promise<{ changelogHtml: string; changelogHtmlKey: string }> {
  const { html, key } = await renderStored(changelog);
  return { changelogHtml: html, changelogHtmlKey: key };
}
