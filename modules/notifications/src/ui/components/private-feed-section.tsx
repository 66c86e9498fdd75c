import { Button } from "@hopper/ui/components/button";
import { Field, inputClassName } from "@hopper/ui/components/field";
import { getT } from "@hopper/ui/i18n/server";

import { createFeedAction, revokeFeedAction } from "../actions/feed-actions";
import { notificationsCaller } from "../caller";
import { feedMessages } from "../feed-messages";

/**
 * The notification settings' "Private feed" section (a server component; forms that work without script): the
 * viewer's secret Atom feed address with New address and Turn off, or Create feed address when it is off.
 * Render it only for a signed-in viewer (the settings pages are behind the `auth` guard).
 */
export async function PrivateFeedSection() {
  const [{ url }, t] = await Promise.all([(await notificationsCaller()).feed.get(), getT(feedMessages)]);
  return (
    <section id="private-feed" aria-labelledby="private-feed-heading" className="flex flex-col gap-3">
      <h2 id="private-feed-heading" className="text-lg font-bold">
        {t("heading")}
      </h2>
      <p className="text-sm">{t("explain")}</p>
      {url ? (
        <>
          <Field label={t("address")} name="feedUrl" hint={t("secret")}>
            <input className={inputClassName} type="url" value={url} readOnly data-testid="private-feed-url" />
          </Field>
          <div className="flex flex-wrap items-center gap-2">
            <a className="inline-flex min-h-6 items-center text-sm underline" href={url} rel="noreferrer">
              {t("open")}
            </a>
            <form action={createFeedAction}>
              <Button type="submit" variant="secondary" size="sm" title={t("renewHint")}>
                {t("renew")}
              </Button>
            </form>
            <form action={revokeFeedAction}>
              <Button type="submit" variant="danger" size="sm">
                {t("turnOff")}
              </Button>
            </form>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-secondary" data-testid="private-feed-off">
            {t("off")}
          </p>
          <form action={createFeedAction}>
            <Button type="submit" size="sm">
              {t("create")}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}

export default PrivateFeedSection;
