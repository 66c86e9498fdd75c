"use client";

import { usePathname } from "next/navigation";

import { HopperMark } from "../components/hopper-mark";
import { enUS } from "../i18n/messages/en-US";
import { decodeErrorDigest } from "../server/http-error";
import { GenericErrorContent } from "./generic-error-content";
import { NotFoundContent } from "./not-found-content";
import { useSupportLinks } from "./support-links-context";

/**
 * Replaces a page that failed. Error boundaries are client components and cannot read the request's
 * language, so this uses the en-US catalogue directly (the only one that ships). Status and message
 * travel in the error digest (server/http-error.ts); without one, the spec's 1000 'Unknown error'.
 */
export default function ErrorPage({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  const pathname = usePathname();
  const links = useSupportLinks();
  const { statusCode, message } = decodeErrorDigest(error.digest);
  return (
    <div className="mx-auto flex min-h-screen max-w-6xl flex-col px-4">
      <header className="py-3">
        <a href="/" className="inline-flex items-center gap-2 font-bold" aria-label={enUS.header.home}>
          <HopperMark /> <span aria-hidden="true">Hopper</span>
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
