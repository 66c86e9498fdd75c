/**
 * Third-party hosts whose images, video and audio are embedded directly. Spec section 5 names the kinds
 * (an image host, code-hosting hosts, a badge host, a screenshot host, an image proxy, a download-count
 * badge host, a stats host); these are the hosts Minecraft mod descriptions use for each kind.
 * Matching is exact on the host name, over HTTPS on the default port only.
 */
export const DEFAULT_MEDIA_HOSTS: readonly string[] = [
  // image host
  "i.imgur.com",
  // code hosting
  "github.com",
  "raw.githubusercontent.com",
  "user-images.githubusercontent.com",
  "gitlab.com",
  // badges
  "img.shields.io",
  // screenshots
  "i.postimg.cc",
  // public image proxy / resizer
  "wsrv.nl",
  // download-count badges
  "cf.way2muchnoise.eu",
  // plugin statistics charts
  "bstats.org",
];
