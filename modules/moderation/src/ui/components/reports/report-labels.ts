import type { getT } from "@hopper/ui/i18n/server";

import { reportMessages } from "../../report-messages";

type Translate = Awaited<ReturnType<typeof getT<typeof reportMessages.messages>>>;

const has = <T extends object>(tree: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(tree, key);

/** Catalogue keys of the reasons whose wire ids are no identifiers ("poor description"). */
const REASON_KEYS: Record<string, string> = {
  "name-squatting": "nameSquatting",
  "poor description": "poorDescription",
  "invalid metadata": "invalidMetadata",
};

/** A report reason's label in the reader's language; a reason no longer in the list shows as stored. */
export function reasonLabel(t: Translate, reason: string): string {
  const key = REASON_KEYS[reason] ?? reason;
  return has(reportMessages.messages.reasons, key) ? t(`reasons.${key}`) : reason;
}

/** A content type's label ("Project"); an unknown one shows as stored. */
export function itemTypeLabel(t: Translate, itemType: string): string {
  return has(reportMessages.messages.itemTypes, itemType) ? t(`itemTypes.${itemType}`) : itemType;
}

/** A content type as a noun in a sentence ("project"). */
export function itemNoun(t: Translate, itemType: string): string {
  return has(reportMessages.messages.itemNouns, itemType) ? t(`itemNouns.${itemType}`) : itemType;
}
