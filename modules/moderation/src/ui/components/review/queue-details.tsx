import type { ReviewQueueEntry } from "@hopper/catalog/server";
import { labelFrom, tagMessages } from "@hopper/catalog/server";
import { siteMarkdown } from "@hopper/core/markdown";
import { getCatalogue, getFormat, getT } from "@hopper/ui/i18n/server";

import { reviewMessages } from "../../messages/review";

const LINK_KEYS = ["issues", "source", "wiki", "discord"] as const;

/**
 * Everything a moderator checks, at hand in the queue row (a server-rendered `<details>`, so it opens without
 * script): versions with their files, links, license, categories, side support, gallery and the description
 * rendered through the site's sanitizer.
 */
export async function QueueDetails({ entry }: { entry: ReviewQueueEntry }) {
  const [t, tags, format] = await Promise.all([getT(reviewMessages), getCatalogue(tagMessages), getFormat()]);
  const tag = labelFrom(tags);
  const side = labelFrom((await getCatalogue(reviewMessages)).queue.sideValues);
  const links = LINK_KEYS.flatMap((key) => (entry.links[key] ? [{ key, url: entry.links[key] }] : []));
  const html = entry.body ? siteMarkdown().render(entry.body) : "";
  const kib = (size: number) => t("queue.kib", { size: format.number(size / 1024, { maximumFractionDigits: 1 }) });
  const section = "flex flex-col gap-1";
  const heading = "text-sm font-semibold";
  return (
    <div className="mt-3 flex flex-col gap-4 text-sm" data-testid="queue-details">
      <div className={section}>
        <h3 className={heading}>{t("queue.summary")}</h3>
        <p dir="auto" className="break-words">
          {entry.summary}
        </p>
      </div>
      <div className={section}>
        <h3 className={heading}>{t("queue.versions")}</h3>
        {entry.versions.length === 0 ? <p>{t("queue.noVersions")}</p> : null}
        <ul className="flex flex-col gap-2">
          {entry.versions.map((version) => (
            <li key={version.id} className="break-words">
              <span dir="auto" className="font-medium">
                {version.name}
              </span>{" "}
              <span>({version.versionNumber})</span>{" "}
              <span className="text-secondary">
                {[...version.loaders, ...version.gameVersions].join(", ")} ·{" "}
                {t("queue.dependencies", { count: version.dependencyCount })}
              </span>
              {version.externalFiles.length > 0 ? (
                <p>{t("queue.externalFiles", { files: version.externalFiles.join(", ") })}</p>
              ) : null}
              <ul className="ml-4 list-disc">
                {version.files.map((file) => (
                  <li key={file.url}>
                    <a className="underline" href={file.url}>
                      {file.filename}
                    </a>{" "}
                    <span>{kib(file.size)}</span>
                    {file.primary ? <span className="text-secondary"> · {t("queue.primary")}</span> : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
      <div className={section}>
        <h3 className={heading}>{t("queue.links")}</h3>
        {links.length === 0 && entry.donations.length === 0 ? <p>{t("queue.noLinks")}</p> : null}
        <ul className="flex flex-col gap-1">
          {links.map((link) => (
            <li key={link.key} className="break-all">
              {t(`queue.linkLabels.${link.key}`)}:{" "}
              <a className="underline" href={link.url} rel="noopener noreferrer nofollow ugc">
                {link.url}
              </a>
            </li>
          ))}
          {entry.donations.map((donation) => (
            <li key={donation.url} className="break-all">
              {t("queue.donation", { platform: donation.platform })}:{" "}
              <a className="underline" href={donation.url} rel="noopener noreferrer nofollow ugc">
                {donation.url}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className={section}>
        <h3 className={heading}>{t("queue.license")}</h3>
        <p className="break-words">
          {entry.licenseUrl ? (
            <a className="underline" href={entry.licenseUrl} rel="noopener noreferrer nofollow ugc">
              {entry.licenseName ?? entry.licenseId}
            </a>
          ) : (
            (entry.licenseName ?? entry.licenseId)
          )}{" "}
          {entry.licenseName ? <span className="text-secondary">({entry.licenseId})</span> : null}
        </p>
      </div>
      <div className={section}>
        <h3 className={heading}>{t("queue.categories")}</h3>
        <p>
          {entry.categories.length === 0
            ? t("queue.noCategories")
            : entry.categories
                .map((c) => (c.additional ? t("queue.additional", { category: tag(c.category) }) : tag(c.category)))
                .join(", ")}
        </p>
        <h3 className={heading}>{t("queue.support")}</h3>
        <p>{t("queue.sides", { client: side(entry.clientSide), server: side(entry.serverSide) })}</p>
        <h3 className={heading}>{t("queue.gallery")}</h3>
        <p>{t("queue.galleryCount", { count: entry.galleryCount })}</p>
      </div>
      <div className={section}>
        <h3 className={heading}>{t("queue.description")}</h3>
        {html ? (
          <div
            dir="auto"
            className="markdown-body max-h-96 overflow-auto rounded-lg border border-divider p-3"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <p>{t("queue.noDescription")}</p>
        )}
      </div>
    </div>
  );
}
