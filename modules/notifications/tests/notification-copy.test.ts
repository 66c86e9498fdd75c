// The site's wording of each notification type (ui/notification-copy.ts) in en-US and in the generated upside-down
// variant, with the names of things left as they are (people's text); what it leaves to the stored text (an unknown
// type, legacy_markdown, a thing that is gone); and that the en-US wording is what the REST API stores.
import { describe, expect, it } from "vitest";

import { statusMessages } from "../../catalog/src/ui/messages/statuses";
import { messagesFor, translatorFor, UPSIDE_DOWN_LOCALE } from "../../ui/src/i18n/catalogue";
import { flipText } from "../../ui/src/i18n/upside-down";
import type { NotificationNames } from "../src/server/services/notification-names";
import { messages } from "../src/ui/messages";
import { copyText, englishCopy, notificationCopy } from "../src/ui/notification-copy";

const names: NotificationNames = {
  projects: { PROJ0001: "Sodium Extra", PROJ0002: "مشروع" },
  versions: { VERS0001: "1.2.0-beta" },
  organizations: { ORGA0001: "Hopper Demo Studio" },
  users: { USER0001: "lumen-dev" },
};

/** A notification's title and text in `locale`, or null when the site shows the stored ones. */
function shown(type: string, body: unknown, locale = "en-US") {
  const statuses = messagesFor(statusMessages, locale);
  const label = (status: string) =>
    Object.hasOwn(statuses, status) ? statuses[status as keyof typeof statuses] : null;
  const copy = notificationCopy({ type, body }, names, label);
  if (!copy) return null;
  const t = translatorFor(messages, locale);
  return { title: copyText(t, copy.title), text: copyText(t, copy.text) };
}

const both = (type: string, body: unknown) => [shown(type, body), shown(type, body, UPSIDE_DOWN_LOCALE)];

/** A message's text runs turned upside down around names kept as they are: flipped("a ", name, " b"). */
const flipped = (...parts: string[]) =>
  parts
    .map((part, index) => (index % 2 === 0 ? flipText(part) : part))
    .reverse()
    .join("");

describe("notificationCopy in en-US and upside-down", () => {
  it("project_update: the project's name and the version number", () => {
    expect(both("project_update", { project_id: "PROJ0001", version_id: "VERS0001" })).toEqual([
      {
        title: '"Sodium Extra" has been updated!',
        text: "The project Sodium Extra has released a new version: 1.2.0-beta",
      },
      {
        title: flipped('"', "Sodium Extra", '" has been updated!'),
        text: flipped("The project ", "Sodium Extra", " has released a new version: ", "1.2.0-beta", ""),
      },
    ]);
  });

  it("team_invite: who invited, the role and the project; a gone inviter is someone", () => {
    const body = { project_id: "PROJ0002", team_id: "TEAM0001", invited_by: "USER0001", role: "Tester" };
    expect(both("team_invite", body)).toEqual([
      { title: "You have been invited to join a team!", text: "lumen-dev invited you to be Tester of مشروع." },
      {
        title: flipText("You have been invited to join a team!"),
        text: flipped("", "lumen-dev", " invited you to be ", "Tester", " of ", "مشروع", "."),
      },
    ]);
    expect(shown("team_invite", { ...body, invited_by: "GONE0001" })?.text).toBe(
      "Someone invited you to be Tester of مشروع.",
    );
  });

  it("organization_invite: who invited, the role and the organization", () => {
    const body = { organization_id: "ORGA0001", team_id: "TEAM0002", invited_by: "USER0001", role: "Helper" };
    expect(both("organization_invite", body)).toEqual([
      {
        title: "You have been invited to join an organization!",
        text: "lumen-dev invited you to be Helper of Hopper Demo Studio.",
      },
      {
        title: flipText("You have been invited to join an organization!"),
        text: flipped("", "lumen-dev", " invited you to be ", "Helper", " of ", "Hopper Demo Studio", "."),
      },
    ]);
    expect(shown("organization_invite", { ...body, invited_by: null })?.text).toBe(
      "Someone invited you to be Helper of Hopper Demo Studio.",
    );
  });

  it("status_change: the statuses by the catalogue's labels, turned with the sentence", () => {
    const body = { project_id: "PROJ0001", old_status: "processing", new_status: "approved" };
    expect(both("status_change", body)).toEqual([
      {
        title: "The status of Sodium Extra has changed",
        text: "The project's status has changed from Under review to Listed.",
      },
      {
        title: flipped("The status of ", "Sodium Extra", " has changed"),
        // The labels come turned from the status catalogue; the sentence is turned around them.
        text: [
          flipText("."),
          flipText("Listed"),
          flipText(" to "),
          flipText("Under review"),
          flipText("The project's status has changed from "),
        ].join(""),
      },
    ]);
  });

  it("moderator_message: about a project, or without one", () => {
    expect(
      both("moderator_message", { thread_id: "THRE0001", message_id: "MESS0001", project_id: "PROJ0001" }),
    ).toEqual([
      {
        title: "A moderator has sent you a message!",
        text: "A moderator wrote to you about Sodium Extra. Open the conversation to read it.",
      },
      {
        title: flipText("A moderator has sent you a message!"),
        text: flipped("A moderator wrote to you about ", "Sodium Extra", ". Open the conversation to read it."),
      },
    ]);
    expect(both("moderator_message", { thread_id: "THRE0001", message_id: "MESS0001", report_id: "REPO0001" })).toEqual(
      [
        { title: "A moderator has sent you a message!", text: "Open the conversation to read it." },
        {
          title: flipText("A moderator has sent you a message!"),
          text: flipText("Open the conversation to read it."),
        },
      ],
    );
  });

  it("report_status_updated", () => {
    expect(both("report_status_updated", { report_id: "REPO0001" })).toEqual([
      { title: "A report you filed has been updated", text: "Open the report to see where it stands." },
      {
        title: flipText("A report you filed has been updated"),
        text: flipText("Open the report to see where it stands."),
      },
    ]);
  });

  it("payment_failed: the amount as given and the service's name", () => {
    expect(both("payment_failed", { amount: "$4.99", service: "Hopper+" })).toEqual([
      {
        title: "Your payment failed",
        text: "A payment of $4.99 for Hopper+ failed. Update your payment method to keep it.",
      },
      {
        title: flipText("Your payment failed"),
        text: flipped("A payment of ", "$4.99", " for ", "Hopper+", " failed. Update your payment method to keep it."),
      },
    ]);
  });

  it("subscription_changed: the service's name", () => {
    expect(both("subscription_changed", { service: "Hopper+" })).toEqual([
      { title: "Your subscription has changed", text: "Your subscription to Hopper+ has changed." },
      {
        title: flipText("Your subscription has changed"),
        text: flipped("Your subscription to ", "Hopper+", " has changed."),
      },
    ]);
  });

  it("leaves the stored title and text to legacy_markdown, unknown types and things that are gone", () => {
    expect(shown("legacy_markdown", { name: "Welcome", text: "Hello" })).toBeNull();
    expect(shown("server_invite", { project_id: "PROJ0001" })).toBeNull();
    // A deleted project or version, a gone organization, a missing role.
    expect(shown("project_update", { project_id: "GONE0001", version_id: "VERS0001" })).toBeNull();
    expect(shown("project_update", { project_id: "PROJ0001", version_id: "GONE0001" })).toBeNull();
    expect(shown("organization_invite", { organization_id: "GONE0001", invited_by: "USER0001", role: "x" })).toBeNull();
    expect(shown("team_invite", { project_id: "PROJ0001", invited_by: "USER0001" })).toBeNull();
    // A status the catalogue does not know, a moderator message about a deleted project, a body of the wrong shape.
    expect(shown("status_change", { project_id: "PROJ0001", old_status: "draft", new_status: "haunted" })).toBeNull();
    expect(shown("moderator_message", { project_id: "GONE0001" })).toBeNull();
    expect(shown("payment_failed", { service: "Hopper+" })).toBeNull();
    expect(shown("subscription_changed", {})).toBeNull();
    expect(shown("project_update", ["PROJ0001", "VERS0001"])).toBeNull();
    expect(shown("project_update", null)).toBeNull();
  });
});

describe("englishCopy: what the writers store for the REST API", () => {
  it("is the reference's wording of a project update and an invitation", () => {
    const update = notificationCopy(
      { type: "project_update", body: { project_id: "PROJ0001", version_id: "VERS0001" } },
      names,
      () => null,
    );
    expect(englishCopy(update!)).toEqual({
      title: '"Sodium Extra" has been updated!',
      text: "The project Sodium Extra has released a new version: 1.2.0-beta",
    });
    // A name with ICU syntax in it is a value, never parsed as a message.
    const odd = notificationCopy(
      { type: "project_update", body: { project_id: "ODD00001", version_id: "VERS0001" } },
      { ...names, projects: { ODD00001: "{count} <b>mods</b> 'n' #1" } },
      () => null,
    );
    expect(englishCopy(odd!).title).toBe(`"{count} <b>mods</b> 'n' #1" has been updated!`);
  });
});
