import { getT } from "@hopper/ui/i18n/server";

import { scopeMessages } from "../scope-messages";
import { consentMessages } from "./consent-messages";
import { ConsentForm } from "./consent-form";

export interface ConsentRequest {
  flowId: string;
  redirectUri: string;
  scopes: readonly string[];
  app: {
    name: string;
    iconUrl: string | null;
    url: string | null;
    description: string | null;
    owner: { username: string };
  };
}

/** The redirect target split so its origin (who receives the answer) stands out from the rest of the address. */
function splitTarget(uri: string): { origin: string; rest: string } {
  try {
    const url = new URL(uri);
    // An app scheme (com.example.app:/callback) has no origin: the scheme is who receives the answer.
    const origin = url.origin !== "null" ? url.origin : `${url.protocol}${url.host ? `//${url.host}` : ""}`;
    return { origin, rest: uri.slice(origin.length) };
  } catch {
    return { origin: uri, rest: "" };
  }
}

/** A website link the app's owner wrote: shown only for http(s), never followed with this page as referrer. */
const webUrl = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/**
 * The spec's app authorization screen: the app's icon and name, its creator (linking to their profile), what it will
 * be able to do in words, where the answer goes, its website, and Authorize and Decline.
 */
export async function ConsentScreen({ request }: { request: ConsentRequest }) {
  const [t, scopeT] = await Promise.all([getT(consentMessages), getT(scopeMessages)]);
  const { app } = request;
  const target = splitTarget(request.redirectUri);
  const site = webUrl(app.url);
  return (
    <>
      <header className="flex items-center gap-4">
        {app.iconUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- an app's icon from storage, any size; no optimiser here
          <img src={app.iconUrl} alt={t("iconAlt", { app: app.name })} className="size-14 rounded-xl" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-14 items-center justify-center rounded-xl border border-divider text-2xl font-bold"
          >
            {app.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <h1 className="text-xl font-bold" data-testid="consent-heading">
          {t.rich("byCreator", {
            app: app.name,
            creator: app.owner.username,
            // <bdi>: the name is the app owner's own text, in any language or direction.
            name: (chunks) => <bdi>{chunks}</bdi>,
            profile: (chunks) => (
              <a className="underline" href={`/user/${encodeURIComponent(app.owner.username)}`}>
                {chunks}
              </a>
            ),
          })}
        </h1>
      </header>
      {app.description ? (
        <p className="text-sm text-secondary" dir="auto">
          {app.description}
        </p>
      ) : null}
      <div className="flex flex-col gap-2">
        <h2 className="font-semibold">{t("wants")}</h2>
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm" data-testid="consent-scopes">
          {request.scopes.map((scope) => (
            <li key={scope}>{scopeT(scope as keyof typeof scopeMessages.messages)}</li>
          ))}
        </ul>
      </div>
      <p className="text-sm break-all" data-testid="consent-redirect">
        {t.rich("redirect", {
          origin: target.origin,
          rest: target.rest,
          em: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      {site ? (
        <p className="text-sm break-all">
          {t.rich("appUrl", {
            url: site,
            link: (chunks) => (
              <a className="underline" href={site} rel="noopener noreferrer nofollow ugc" target="_blank">
                {chunks}
              </a>
            ),
          })}
        </p>
      ) : null}
      <p className="text-xs text-secondary">{t("notice")}</p>
      <ConsentForm flowId={request.flowId} />
    </>
  );
}
