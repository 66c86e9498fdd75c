// Slots: the places where a module adds a component to a page it does not own, without importing it. A
// manifest declares `{ slot, component }`; `npm run gen:modules` imports each component into the generated
// slots barrel, which only the web app reads; the web app passes each hosting page the slots it declared
// (`PageDefinition.slots`) and renders the shell's own (banners, header actions). Props are small and
// serialisable, so a slot component may be a server or a client component.
import type { ComponentType } from "react";

import type { Viewer } from "../auth/viewer";
import type { Role } from "../db/generated/client";
import type { Menus, NavMessage } from "./nav";

/** Who is looking, as every slot sees it (never the session or token behind it). */
export interface SlotViewer {
  id: string;
  username: string;
  role: Role;
  avatarUrl: string | null;
  email: string | null;
  emailVerified: boolean;
}

/** The slot view of a request's viewer (hosts pass this, never the `Viewer` with its scopes). */
export function slotViewer(viewer: Viewer): SlotViewer;
export function slotViewer(viewer: Viewer | null): SlotViewer | null;
export function slotViewer(viewer: Viewer | null): SlotViewer | null {
  if (!viewer) return null;
  const { id, username, role, avatarUrl, email, emailVerified } = viewer.user;
  return { id, username, role, avatarUrl, email, emailVerified: emailVerified !== null };
}

/** The project a project slot is rendered for. */
export interface SlotProject {
  id: string;
  slug: string;
  /** The project type, e.g. `mod`; also the first segment of its address. */
  type: string;
  name: string;
  /** Its address, e.g. `/mod/sodium`: tab segments are appended to it. */
  href: string;
  /** Whether the viewer is a team member (or staff) who may manage it. */
  canManage: boolean;
}

/** The organization an organization slot is rendered for. */
export interface SlotOrganization {
  id: string;
  slug: string;
  name: string;
  /** Its address, e.g. `/organization/acme`: tab segments are appended to its settings address. */
  href: string;
}

/** The user a profile slot is rendered for. */
export interface SlotUser {
  id: string;
  username: string;
}

/** The version a version page's slot is rendered for. */
export interface SlotVersion {
  id: string;
  /** Its version number, as the page shows it. */
  versionNumber: string;
}

/** The collection a collection page's slot is rendered for. */
export interface SlotCollection {
  id: string;
  name: string;
}

/** Each slot's props. Adding a slot is adding a line here, a host that renders it, and a row in the docs. */
export interface SlotProps {
  /** A full-width strip under the header on every page with the default layout (account, billing, notices). */
  "shell.banner": { viewer: SlotViewer | null; path: string };
  /** Buttons beside the user menu in the header (a notifications bell). */
  "header.actions": { viewer: SlotViewer | null };
  /** Buttons in a project page's header, beside download (follow, report). */
  "project.header-actions": { project: SlotProject; viewer: SlotViewer | null };
  /** A card in the project page's sidebar. */
  "project.aside": { project: SlotProject; viewer: SlotViewer | null };
  /** A tab of the project page: its label and address segment come from the declaration. */
  "project.tab": { project: SlotProject; viewer: SlotViewer | null };
  /** A tab of the project's settings (only team members and staff reach settings). */
  "project.settings-tab": { project: SlotProject; viewer: SlotViewer };
  /** A tab of an organization's settings (only its members, invitees and staff reach settings). */
  "organization.settings-tab": { organization: SlotOrganization; viewer: SlotViewer };
  /** A section of a user's public profile page. */
  "user.profile-section": { user: SlotUser; viewer: SlotViewer | null };
  /** Small actions beside a version's name on its page (report). */
  "version.header-actions": { project: SlotProject; version: SlotVersion; viewer: SlotViewer | null };
  /** Small actions beside the username on a profile page (report). */
  "user.header-actions": { user: SlotUser; viewer: SlotViewer | null };
  /** Small actions beside a collection's name on its page (report). */
  "collection.header-actions": { collection: SlotCollection; viewer: SlotViewer | null };
  /** A card on the signed-in user's dashboard home. */
  "dashboard.home-card": { viewer: SlotViewer };
}

export type SlotName = keyof SlotProps;
/** Slots that add a tab: each contribution also gets its own address (`<host page>/<segment>`). */
export type TabSlotName = "project.tab" | "project.settings-tab" | "organization.settings-tab";

export const SLOT_NAMES = [
  "shell.banner",
  "header.actions",
  "project.header-actions",
  "project.aside",
  "project.tab",
  "project.settings-tab",
  "organization.settings-tab",
  "user.profile-section",
  "version.header-actions",
  "user.header-actions",
  "collection.header-actions",
  "dashboard.home-card",
] as const satisfies readonly SlotName[];

export const TAB_SLOTS: readonly SlotName[] = ["project.tab", "project.settings-tab", "organization.settings-tab"];

/** A manifest's slot declaration: `component` is a file under the module's `src/`, without extension. */
export type SlotDefinition =
  | { slot: Exclude<SlotName, TabSlotName>; component: string; order?: number }
  | {
      slot: TabSlotName;
      component: string;
      /** The tab's label in English; with `message` (`...navLabel(catalogue, key)`), read in the reader's language. */
      label: string;
      message?: NavMessage;
      /** The tab's address segment under the host page, kebab-case. */
      segment: string;
      /**
       * Who sees the tab in the tab bar: everyone (the default), or only the project's team (accepted members of
       * its team or its organization's) and staff — a moderation thread is no one else's business. The tab's
       * component still decides what its own address shows.
       */
      audience?: TabAudience;
      order?: number;
    };

/** Who sees a contributed tab in the tab bar (see SlotDefinition). */
export type TabAudience = "everyone" | "team";

/** The contributed tabs the tab bar lists for a viewer: team-only tabs only when `team` (the project's team or staff). */
export function tabsFor<Entry extends { audience?: TabAudience }>(entries: readonly Entry[], team: boolean): Entry[] {
  return entries.filter((entry) => team || entry.audience !== "team");
}

/** One contributed component, as the generated barrel lists it and a host page receives it. */
export type SlotEntry<Name extends SlotName> = {
  module: string;
  Component: ComponentType<SlotProps[Name]>;
} & (Name extends TabSlotName
  ? { label: string; message?: NavMessage; segment: string; audience?: TabAudience }
  : unknown);

/** Every slot's contributions, in `order` then module order. */
export type SlotTable = { [Name in SlotName]: readonly SlotEntry<Name>[] };

/**
 * What the web app passes a module page besides Next.js's params: the menus and slots its declaration
 * asked for, already filtered for the viewer, and for a contributed tab's address, the tab's segment.
 */
export interface PageHost {
  menus: Partial<Menus>;
  slots: Partial<SlotTable>;
  /** Set when the page renders a contributed tab (`project.tab`, `project.settings-tab`, `organization.settings-tab`). */
  tab?: string;
}

/**
 * The label message of a module's tab contribution (its `slots[index]`), for the generated slots barrel: the
 * catalogue stays an object in the manifest, so the barrel reads it from there instead of copying it.
 */
export function slotLabelMessage(
  manifest: { slots?: readonly SlotDefinition[] },
  index: number,
): NavMessage | undefined {
  const definition = manifest.slots?.[index];
  return definition && "message" in definition ? definition.message : undefined;
}
