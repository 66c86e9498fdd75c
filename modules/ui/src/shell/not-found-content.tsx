import { buttonClassName } from "../components/button";
import type { Messages } from "../i18n/messages/en-US";
import { notFoundKind } from "./not-found-kind";

type ErrorMessages = Messages["errors"];

const KIND_TEXTS = {
  project: (m: ErrorMessages) => ({ title: m.projectNotFound, reasons: m.projectReasons }),
  user: (m: ErrorMessages) => ({ title: m.userNotFound, reasons: m.userReasons }),
  organization: (m: ErrorMessages) => ({ title: m.organizationNotFound, reasons: m.organizationReasons }),
  collection: (m: ErrorMessages) => ({ title: m.collectionNotFound, reasons: m.collectionReasons }),
} as const;

/**
 * The 404 body. Project, user, organization and collection addresses explain why the thing may be gone
 * (the 'Why?' lists of spec section 8); every other path gets the plain 'Page not found'.
 */
export function NotFoundContent({ path, messages }: { path: string; messages: ErrorMessages }) {
  const kind = notFoundKind(path);
  const specific = kind === "page" ? null : KIND_TEXTS[kind](messages);
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center"
      data-testid="not-found"
      data-kind={kind}
    >
      <p className="text-6xl font-black text-brand" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">{specific ? specific.title : messages.notFoundTitle}</h1>
      {specific ? (
        <div className="w-full rounded-lg border border-divider bg-raised p-4 text-left">
          <h2 className="mb-2 font-semibold">{messages.why}</h2>
          <ul className="list-disc space-y-1 pl-5 text-secondary" data-testid="not-found-reasons">
            {specific.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p>{messages.notFoundText}</p>
      )}
      <p className="font-mono text-xs text-secondary" data-testid="error-message">
        {messages.notFoundMessage.replace("{path}", path)}
      </p>
      <a href="/" className={buttonClassName()}>
        {messages.goHome}
      </a>
    </section>
  );
}
