"use client";

import { Button } from "@hopper/ui/components/button";
import { cardClassName } from "@hopper/ui/components/card";
import { useT } from "@hopper/ui/i18n/client";

import { partsMessages } from "../messages/parts";

// The card look of the project frame, without importing the (server) frame into this client component.
const card = cardClassName();

/**
 * The invitee's Accept / Decline above a project's or an organization's settings. A plain form posting to
 * the given server action, so it works without JavaScript. A client component only to read the catalogue
 * the way the frames' callers and its test render it (no request needed).
 */
export function InvitationAnswer({
  of,
  role,
  action,
  idField,
  id,
  testId,
}: {
  of: "project" | "organization";
  role: string;
  action: (form: FormData) => Promise<void>;
  /** Name of the hidden input that carries the project's or organization's id. */
  idField: string;
  id: string;
  testId: string;
}) {
  const t = useT(partsMessages);
  return (
    <section className={card} data-testid={testId}>
      <p className="mb-2 text-sm">
        {t.rich(`invitation.${of}`, { role, strong: (chunks) => <strong>{chunks}</strong> })}
      </p>
      <form action={action} className="flex gap-2">
        <input type="hidden" name={idField} value={id} />
        <Button type="submit" name="intent" value="accept">
          {t("invitation.accept")}
        </Button>
        <Button type="submit" name="intent" value="decline" variant="secondary">
          {t("invitation.decline")}
        </Button>
      </form>
    </section>
  );
}
