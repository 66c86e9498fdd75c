import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { InvitationAnswer } from "../../src/ui/components/invitation-answer";

const action = async (_form: FormData) => {};

describe("InvitationAnswer", () => {
  it("names what the invitation is to and the role, and posts the id with accept or decline", () => {
    const html = renderToStaticMarkup(
      <InvitationAnswer
        of="organization"
        role="Designer"
        action={action}
        idField="organizationId"
        id="AbC12345"
        testId="organization-invitation"
      />,
    );
    expect(html).toContain('data-testid="organization-invitation"');
    expect(html).toContain("You have been invited to join this organization as <strong>Designer</strong>.");
    expect(html).toMatch(/<input type="hidden" name="organizationId" value="AbC12345"\/>/);
    expect(html).toMatch(/<button type="submit"[^>]*value="accept" name="intent">Accept</);
    expect(html).toMatch(/<button type="submit"[^>]*value="decline" name="intent">Decline</);
  });

  it("says project for a project's invitation", () => {
    const html = renderToStaticMarkup(
      <InvitationAnswer
        of="project"
        role="Member"
        action={action}
        idField="projectId"
        id="XyZ98765"
        testId="invitation"
      />,
    );
    expect(html).toContain("You have been invited to join this project as <strong>Member</strong>.");
    expect(html).toContain('name="projectId" value="XyZ98765"');
  });
});
