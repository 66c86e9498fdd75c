import type { NavEntry, NavMessage } from "@hopper/core/module";

import { messagesFor } from "../i18n/catalogue";
import type { MessageTree } from "../i18n/catalogue";

type Node = MessageTree[string] | undefined;

const isList = (node: readonly string[] | MessageTree): node is readonly string[] => Array.isArray(node);

/** The text at a dotted key of a catalogue tree, or undefined when the key is missing or not a message. */
function textAt(tree: MessageTree, key: string): string | undefined {
  let node: Node = tree;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string" || isList(node)) return undefined;
    node = Object.hasOwn(node, part) ? node[part] : undefined;
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * A menu label in `locale`: its message read from the owning module's catalogue, or `fallback` (the entry's
 * English label) when it has none or the catalogue lacks the key. Menu labels are plain text (no arguments).
 */
export function navText(message: NavMessage | undefined, fallback: string, locale: string): string {
  if (!message) return fallback;
  return textAt(messagesFor(message.catalogue, locale), message.key) ?? fallback;
}

/**
 * A menu's entries with their labels and groups in `locale`, without the catalogues (the entries go to the
 * header, footer and menus as props, some of them client components).
 */
export function localizedEntries(entries: readonly NavEntry[], locale: string): NavEntry[] {
  return entries.map(({ message, groupMessage, ...entry }) => ({
    ...entry,
    label: navText(message, entry.label, locale),
    ...(entry.group === undefined ? {} : { group: navText(groupMessage, entry.group, locale) }),
  }));
}
