"use client";

import "../styles/globals.css";

import ErrorPage from "./error-page";

/** Replaces the root layout when it fails, so it renders its own document (in the default dark theme). */
export default function GlobalErrorPage(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-US" className="system-mode system-dark">
      <body className="min-h-screen bg-bg text-primary antialiased">
        <ErrorPage {...props} />
      </body>
    </html>
  );
}
