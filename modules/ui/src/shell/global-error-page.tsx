"use client";

import ErrorPage from "./error-page";

/** Replaces the root layout when it fails, so it renders its own document. */
export default function GlobalErrorPage(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-US">
      <body>
        <ErrorPage {...props} />
      </body>
    </html>
  );
}
