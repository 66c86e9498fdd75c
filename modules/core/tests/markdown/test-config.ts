import type { MarkdownConfig } from "../../src/markdown/options";

/** Hosts used across the Markdown tests; `.test` names never resolve outside this machine. */
export const TEST_MARKDOWN_CONFIG: MarkdownConfig = {
  siteHosts: ["hopper.test"],
  cdnHosts: ["cdn.hopper.test", "staging-cdn.hopper.test"],
  imageProxyUrl: "https://hopper.test/_image-proxy",
};

export const PROXY = "https://hopper.test/_image-proxy?url=";
