import { createTranslator } from "use-intl/core";

import type { MessageDescriptor } from "@hopper/core/errors/app-error";

import { DISPLAY_TIME_ZONE, intlLocale, messagesFor } from "./catalogue";
import type { Catalogue } from "./catalogue";
import { shellMessages } from "./messages/en-US";

/** The catalogues a form reads refusals from: its module's errors catalogue(s); the shell's is always added. */
export type ErrorCatalogues = readonly Catalogue[];

/** The catalogue whose namespace starts the key (the longest, should two), and the key inside it. */
function ownerOf(key: string, catalogues: ErrorCatalogues): { catalogue: Catalogue; key: string } | null {
  let owner: { catalogue: Catalogue; key: string } | null = null;
  for (const catalogue of [...catalogues, shellMessages]) {
    const prefix = `${catalogue.namespace}.`;
    if (key.startsWith(prefix) && (!owner || catalogue.namespace.length > owner.catalogue.namespace.length)) {
      owner = { catalogue, key: key.slice(prefix.length) };
    }
  }
  return owner;
}

/**
 * A service's message in `locale`: the descriptor's key read from the catalogue that owns it (among
 * `catalogues` and the shell's), formatted with its values; `fallback` (the service's English text) when there
 * is no descriptor, no such catalogue or key, or the values do not fit the message.
 */
export function messageText(
  descriptor: MessageDescriptor | null | undefined,
  fallback: string,
  catalogues: ErrorCatalogues,
  locale: string,
): string {
  if (!descriptor?.key) return fallback;
  const owner = ownerOf(descriptor.key, catalogues);
  if (!owner) return fallback;
  let failed = false;
  const t = createTranslator({
    locale: intlLocale(locale),
    messages: messagesFor(owner.catalogue, locale),
    timeZone: DISPLAY_TIME_ZONE,
    onError: () => {
      failed = true;
    },
  }) as unknown as (key: string, values?: Record<string, string | number>) => string;
  const text = t(owner.key, descriptor.values);
  return failed ? fallback : text;
}

/** Field name → message in `locale`: each field's descriptor when it has one, else its English message. */
export function fieldTexts(
  fields: Readonly<Record<string, string>>,
  descriptors: Readonly<Record<string, MessageDescriptor>> | null | undefined,
  catalogues: ErrorCatalogues,
  locale: string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, text]) => [
      name,
      messageText(
        descriptors && Object.hasOwn(descriptors, name) ? descriptors[name] : undefined,
        text,
        catalogues,
        locale,
      ),
    ]),
  );
}
