"use client";

import { usePathname } from "next/navigation";

import { HopperMark } from "../components/hopper-mark";
import { useCatalogue } from "../i18n/client";
import { shellMessages } from "../i18n/messages/en-US";
import { decodeErrorDigest } from "../server/http-error";
import { GenericErrorContent } from "./generic-error-content";
import { NotFoundContent } from "./not-found-content";
import { useSupportLinks } from "./support-links-context";

/**
 * Replaces a page that failed, in the page's language (the root layout's LocaleProvider is above the error
 * boundary). Status and message
 * travel in the error digest (server/http-error.ts); without one, the spec's 1000 'Unknown error'.
 */
export default function ErrorPage({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  const pathname = usePathname();
  const links = useSupportLinks();
  const { statusCode, message } = decodeErrorDigest(error.digest);
  const enUS = useCatalogue(shellMessages);
  return (
    <div className="mx-auto flex min-h-screen max-w-6xl flex-col px-4">
      <header className="py-3">
        <a href="/" className="inline-flex items-center gap-2 font-bold" aria-label={enUS.header.home}>
          <HopperMark /> <span aria-hidden="true">{enUS.brand}</span>
        </a>
      </header>
      <main id="main">
        {statusCode === 404 ? (
          <NotFoundContent path={pathname} messages={enUS.errors} />
        ) : (
          <GenericErrorContent statusCode={statusCode} message={message} messages={enUS.errors} links={links} />
        )}
      </main>
    </div>
  );
}
