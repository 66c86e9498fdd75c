import { Button } from "@hopper/ui/components/button";

import { card } from "./project-frame";

/**
 * The invitee's Accept / Decline above a project's or an organization's settings. A plain form posting to
 * the given server action, so it works without JavaScript.
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
  return (
    <section className={card} data-testid={testId}>
      <p className="mb-2 text-sm">
        You have been invited to join this {of} as <strong>{role}</strong>.
      </p>
      <form action={action} className="flex gap-2">
        <input type="hidden" name={idField} value={id} />
        <Button type="submit" name="intent" value="accept">
          Accept
        </Button>
        <Button type="submit" name="intent" value="decline" variant="secondary">
          Decline
        </Button>
      </form>
    </section>
  );
}
