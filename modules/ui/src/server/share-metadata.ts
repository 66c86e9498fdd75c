import type { Metadata } from "next";

import { translatorFor } from "../i18n/catalogue";
import { shellMessages } from "../i18n/messages/en-US";
import { getLocale } from "../i18n/server";
import { publicUrl } from "./public-url";

export const SITE_NAME = "Hopper";
/** The picture a link preview shows when the thing shared has no icon of its own. */
export const DEFAULT_SHARE_IMAGE = "/icon-512.png";

export interface ShareInput {
  /** The thing's own name (the window title is the shell catalogue's `pageTitle`, "{title} - Hopper"). */
  title: string;
  /** The reader's locale for the window title; without one, this request's (`getLocale()`). */
  locale?: string;
  /** Its summary; previews and search results show it under the title. */
  description: string;
  /** The page's canonical site path (`/mod/sodium`), made absolute on HOPPER_URL. */
  path: string;
  /** The thing's icon or avatar: a site path (`/cdn/…`) or an absolute URL (S3). */
  image?: string | null;
  type?: "website" | "profile";
  /** False for things open by link but not listed (unlisted projects and collections): kept out of search results. */
  indexable?: boolean;
}

// Link previews (Facebook, X, Discord, Slack) show PNG, JPEG, GIF and WebP, not SVG: an SVG icon gets the site's.
const previewable = (image: string | null | undefined): image is string => !!image && !/\.svgz?(?:[?#]|$)/i.test(image);

/**
 * A page's title, description, `<link rel="canonical">`, Open Graph and Twitter card tags for a project,
 * version, user, organization or collection: what a chat app or social site shows when the link is pasted,
 * and which address a search engine files the page under (one per thing, whatever the path or query it was
 * reached by).
 */
export async function shareMetadata(input: ShareInput): Promise<Metadata> {
  const locale = input.locale ?? (await getLocale()).locale;
  const url = publicUrl(input.path);
  const image = new URL(previewable(input.image) ? input.image : DEFAULT_SHARE_IMAGE, url).href;
  return {
    title: translatorFor(shellMessages, locale)("pageTitle", { title: input.title }),
    description: input.description,
    alternates: { canonical: url },
    ...(input.indexable === false ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      type: input.type ?? "website",
      siteName: SITE_NAME,
      title: input.title,
      description: input.description,
      url,
      images: [{ url: image, alt: input.title }],
    },
    // "summary": a square icon beside the text; these are icons, not wide banners.
    twitter: { card: "summary", title: input.title, description: input.description, images: [image] },
  };
}
