"use client";

import { decodeErrorDigest } from "../server/http-error";

export default function ErrorPage({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  const { statusCode, message } = decodeErrorDigest(error.digest);
  return (
    <section className="flex flex-col items-center gap-3 py-16 text-center">
      <h1 className="text-3xl font-bold">Uh oh!</h1>
      <p>Something went wrong.</p>
      <h2 className="text-xl font-semibold">Please try again in a few minutes.</h2>
      <p className="text-sm text-secondary" data-testid="error-footer">
        {statusCode} · {message}
      </p>
    </section>
  );
}
