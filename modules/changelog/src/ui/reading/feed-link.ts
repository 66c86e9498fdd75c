import type { Metadata } from "next";

import { getT } from "@hopper/ui/i18n/server";
import { publicUrl } from "@hopper/ui/server/public-url";

import type { ChangelogProduct } from "../../server/services/products";
import { feedPath } from "../../server/services/reading/page-query";
import { readingMessages } from "./reading-messages";

/**
 * Page metadata with `<link rel="alternate" type="application/atom+xml">` to the changelog's feeds: every page links
 * the feed of all product lines, and a product's own feed when it is about one.
 */
export async function withFeedLinks(metadata: Metadata, product: ChangelogProduct | null): Promise<Metadata> {
  const t = await getT(readingMessages);
  const feeds = [{ url: publicUrl(feedPath(null)), title: t("feed.link") }];
  if (product) {
    feeds.push({
      url: publicUrl(feedPath(product)),
      title: t("feed.productLink", { product: t(`products.${product}`) }),
    });
  }
  return { ...metadata, alternates: { ...metadata.alternates, types: { "application/atom+xml": feeds } } };
}
