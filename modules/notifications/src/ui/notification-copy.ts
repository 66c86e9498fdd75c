import { translatorFor } from "@hopper/ui/i18n/catalogue";

import type { NotificationNames } from "../server/services/notification-names";
import { messages } from "./messages";

type CopyGroups = typeof messages.messages.copy;

/** A sentence of `messages.copy`: "copy.projectUpdate.title", … */
export type CopyKey = {
  [G in keyof CopyGroups]: `copy.${G & string}.${keyof CopyGroups[G] & string}`;
}[keyof CopyGroups];

/** The empty tags of `messages.copy`, each standing for the name of a thing. */
type CopyTag = "project" | "version" | "inviter" | "role" | "organization" | "service";
/** The plain ICU arguments of `messages.copy`. */
type CopyValue = "oldStatus" | "newStatus" | "amount";

/** One sentence of a notification: its catalogue key, its plain ICU values and the names its empty tags stand for. */
export interface CopyPart {
  key: CopyKey;
  values?: Partial<Record<CopyValue, string>>;
  /** Tag → the name of a thing (a project's name, a username, a role): people's text, shown with `dir="auto"`. */
  names?: Partial<Record<CopyTag, string>>;
}

/**
 * Every argument any copy sentence takes, with `tag` filling each empty tag from its name (a sentence reads only
 * its own; the translator's types ask for all of them when the key is one of many).
 */
export function copyArguments<T>(
  part: CopyPart,
  tag: (name: string) => T,
): Record<CopyTag, T> & Record<CopyValue, string> {
  const names = part.names ?? {};
  const values = part.values ?? {};
  return {
    project: tag(names.project ?? ""),
    version: tag(names.version ?? ""),
    inviter: tag(names.inviter ?? ""),
    role: tag(names.role ?? ""),
    organization: tag(names.organization ?? ""),
    service: tag(names.service ?? ""),
    oldStatus: values.oldStatus ?? "",
    newStatus: values.newStatus ?? "",
    amount: values.amount ?? "",
  };
}

export interface NotificationCopy {
  title: CopyPart;
  text: CopyPart;
}

/** A followed project's new version (project_update). */
export const projectUpdateCopy = (names: { project: string; version: string }): NotificationCopy => ({
  title: { key: "copy.projectUpdate.title", names: { project: names.project } },
  text: { key: "copy.projectUpdate.text", names },
});

/** An invitation to a project's team (team_invite) or an organization's (organization_invite). */
export function inviteCopy(
  to: "project" | "organization",
  names: { target: string; role: string; inviter: string | null },
): NotificationCopy {
  const group = to === "project" ? "teamInvite" : "organizationInvite";
  const { target, role, inviter } = names;
  const of = to === "project" ? { project: target } : { organization: target };
  return {
    title: { key: `copy.${group}.title` },
    text: inviter
      ? { key: `copy.${group}.text`, names: { inviter, role, ...of } }
      : { key: `copy.${group}.textNoInviter`, names: { role, ...of } },
  };
}

type Body = Record<string, unknown>;

const bodyOf = (body: unknown): Body =>
  body && typeof body === "object" && !Array.isArray(body) ? (body as Body) : {};

/** A body field's text: a non-empty string (or a number, for an amount). */
function field(body: Body, name: string): string | null {
  const value = body[name];
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return typeof value === "string" && value.trim().length > 0 ? value : null;
}

/**
 * The title and text the site shows for a notification in the reader's language, from its `type` and `body` (the
 * reference's body shapes) and the names of what the body points at (`notificationNames`, one query for a page).
 * Null when the type is not one worded here (legacy_markdown is the stored text itself; a type of a later module)
 * or a thing it names is gone or unknown: the site then shows the stored title and text, so nothing is lost.
 * Pure: `statusLabel` names a project status in the reader's language (null for one it does not know).
 */
export function notificationCopy(
  notification: { type: string; body: unknown },
  names: NotificationNames,
  statusLabel: (status: string) => string | null,
): NotificationCopy | null {
  const body = bodyOf(notification.body);
  const named = (kind: keyof NotificationNames, idField: string) => {
    const id = field(body, idField);
    return id !== null && Object.hasOwn(names[kind], id) ? names[kind][id]! : null;
  };
  switch (notification.type) {
    case "project_update": {
      const project = named("projects", "project_id");
      const version = named("versions", "version_id");
      return project !== null && version !== null ? projectUpdateCopy({ project, version }) : null;
    }
    case "team_invite":
    case "organization_invite": {
      const to = notification.type === "team_invite" ? "project" : "organization";
      const target = to === "project" ? named("projects", "project_id") : named("organizations", "organization_id");
      const role = field(body, "role");
      if (target === null || role === null) return null;
      // An inviter whose account is gone does not hide the invitation: "Someone invited you…".
      return inviteCopy(to, { target, role, inviter: named("users", "invited_by") });
    }
    case "status_change": {
      const project = named("projects", "project_id");
      const oldStatus = statusLabel(field(body, "old_status") ?? "");
      const newStatus = statusLabel(field(body, "new_status") ?? "");
      if (project === null || oldStatus === null || newStatus === null) return null;
      return {
        title: { key: "copy.statusChange.title", names: { project } },
        text: { key: "copy.statusChange.text", values: { oldStatus, newStatus } },
      };
    }
    case "moderator_message": {
      const title = { key: "copy.moderatorMessage.title" } as const;
      if (field(body, "project_id") === null) return { title, text: { key: "copy.moderatorMessage.text" } };
      const project = named("projects", "project_id");
      return project === null
        ? null
        : { title, text: { key: "copy.moderatorMessage.textAboutProject", names: { project } } };
    }
    case "report_status_updated":
      return { title: { key: "copy.reportStatusUpdated.title" }, text: { key: "copy.reportStatusUpdated.text" } };
    case "payment_failed": {
      const amount = field(body, "amount");
      const service = field(body, "service");
      if (amount === null || service === null) return null;
      return {
        title: { key: "copy.paymentFailed.title" },
        text: { key: "copy.paymentFailed.text", values: { amount }, names: { service } },
      };
    }
    case "subscription_changed": {
      const service = field(body, "service");
      if (service === null) return null;
      return {
        title: { key: "copy.subscriptionChanged.title" },
        text: { key: "copy.subscriptionChanged.text", names: { service } },
      };
    }
    case "payout_paid":
    case "payout_failed": {
      // analytics' payouts (docs/analytics.md "Payouts"): the amount as given ("$12.34").
      const amount = field(body, "amount");
      if (amount === null) return null;
      const group = notification.type === "payout_paid" ? "payoutPaid" : "payoutFailed";
      return { title: { key: `copy.${group}.title` }, text: { key: `copy.${group}.text`, values: { amount } } };
    }
    case "payout_available": {
      // analytics' revenue (docs/analytics.md "Revenue"): earnings past their hold, the amount as given ("$12.34").
      const amount = field(body, "amount");
      if (amount === null) return null;
      return {
        title: { key: "copy.payoutAvailable.title" },
        text: { key: "copy.payoutAvailable.text", values: { amount } },
      };
    }
    default:
      return null;
  }
}

export type CopyTranslator = ReturnType<typeof translatorFor<typeof messages.messages>>;

/** A sentence as plain text (names as they are): what `notify()` stores in en-US, and the unit tests. */
export function copyText(t: CopyTranslator, part: CopyPart): string {
  return t.markup(
    part.key,
    copyArguments(part, (name) => () => name),
  );
}

/**
 * The en-US title and text of a notification, which its writer stores for the REST API: the same catalogue the site
 * reads, so the two never drift.
 */
export function englishCopy(copy: NotificationCopy): { title: string; text: string } {
  const t = translatorFor(messages, "en-US");
  return { title: copyText(t, copy.title), text: copyText(t, copy.text) };
}
