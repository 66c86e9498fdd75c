import { SadMascot } from "../components/sad-mascot";
import type { Messages } from "../i18n/messages/en-US";
import type { SupportLinks } from "./support-links";

/** The 'Uh oh!' page for any error that is not a 404 (spec section 8). */
export function GenericErrorContent({
  statusCode,
  message,
  messages,
  links,
}: {
  statusCode: number;
  message: string;
  messages: Messages["errors"];
  links: SupportLinks;
}) {
  const [beforeTerms, afterTerms] = messages.termsNote.split("{terms}");
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-3 py-12 text-center"
      data-testid="generic-error"
    >
      <SadMascot />
      <h1 className="text-4xl font-black">{messages.uhOh}</h1>
      <p className="text-lg">{messages.somethingWentWrong}</p>
      <h2 className="text-xl font-semibold">{messages.tryAgainLater}</h2>
      <ul className="mt-2 flex flex-wrap justify-center gap-3 text-sm">
        <li>
          <a
            href={links.statusUrl}
            rel="noopener noreferrer"
            className="rounded-lg border border-divider px-3 py-1.5 font-semibold hover:bg-raised"
          >
            {messages.statusPage}
          </a>
        </li>
        <li>
          <a
            href={links.chatUrl}
            rel="noopener noreferrer"
            className="rounded-lg border border-divider px-3 py-1.5 font-semibold hover:bg-raised"
          >
            {messages.communityChat}
          </a>
        </li>
      </ul>
      <p className="text-sm text-secondary">
        {beforeTerms}
        <a href="/legal/terms" target="_blank" rel="noopener" className="underline" data-testid="terms-link">
          {messages.terms}
        </a>
        {afterTerms}
      </p>
      <footer
        className="mt-6 w-full rounded-lg border border-divider bg-raised p-3 text-left font-mono text-xs text-secondary"
        data-testid="error-footer"
      >
        <h3 className="mb-1 font-sans font-semibold text-primary">{messages.technicalDetails}</h3>
        <p>
          {messages.statusCode}: <span data-testid="error-status">{statusCode}</span>
        </p>
        <p>
          {messages.message}: <span data-testid="error-detail">{message}</span>
        </p>
      </footer>
    </section>
  );
}
