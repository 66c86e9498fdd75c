import { siteMarkdown } from "@hopper/core/markdown";

/**
 * A text message's markdown as HTML through the site's one sanitizing renderer (the same as project descriptions):
 * raw HTML such as `<script>` or `onerror=` never reaches the page as markup.
 */
export function messageHtml(source: string): string {
  return siteMarkdown().render(source);
}
