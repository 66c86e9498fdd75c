import { createFormatter, createTranslator } from "use-intl/core";

import { flipMessages, flipText } from "./upside-down";

/** The generated upside-down variant of en-US (spec section 9's fun languages). */
export const UPSIDE_DOWN_LOCALE = "en-x-updown";

/**
 * Dates and times are formatted in UTC on the server and in the browser alike, so a server-rendered page
 * and its hydration agree (the site stores no time zone per person).
 */
export const DISPLAY_TIME_ZONE = "UTC";

/** A catalogue tree: ICU message strings, lists of them, and nested groups. */
export interface MessageTree {
  readonly [key: string]: string | readonly string[] | MessageTree;
}

/**
 * One module's messages. The en-US text is the source; every other loadable locale is derived from it or
 * (for real languages, when they ship) loaded beside it. `namespace` names the owner in error reports.
 */
export interface Catalogue<M extends MessageTree = MessageTree> {
  readonly namespace: string;
  readonly messages: M;
}

/**
 * Declares a module's catalogue: `export const messages = defineCatalogue("catalog.project", { … })` in
 * `modules/<id>/src/ui/messages.ts` (or `ui/messages/<area>.ts` for a big module). Plain data, safe to import
 * from server and client components alike.
 */
export function defineCatalogue<const M extends MessageTree>(namespace: string, messages: M): Catalogue<M> {
  return { namespace, messages };
}

const flipped = new WeakMap<MessageTree, MessageTree>();

/** A catalogue's messages in a locale: en-US as written, en-x-updown generated (once per catalogue). */
export function messagesFor<M extends MessageTree>(catalogue: Catalogue<M>, locale: string): M {
  if (locale !== UPSIDE_DOWN_LOCALE) return catalogue.messages;
  let tree = flipped.get(catalogue.messages);
  if (!tree) {
    tree = flipMessages(catalogue.messages);
    flipped.set(catalogue.messages, tree);
  }
  return tree as M;
}

/** The use-intl translator for a catalogue in a locale; `t("group.key", { values })` with typed keys. */
export function translatorFor<M extends MessageTree>(catalogue: Catalogue<M>, locale: string) {
  return createTranslator({
    locale: intlLocale(locale),
    messages: messagesFor(catalogue, locale),
    timeZone: DISPLAY_TIME_ZONE,
  });
}

export type Formatter = ReturnType<typeof createFormatter>;

/**
 * The use-intl formatter (dates, times, relative times, numbers, lists) for a locale. In the upside-down
 * variant its output is turned too, so a date that skipped the formatter shows up on the page.
 */
export function formatterFor(locale: string, now?: Date): Formatter {
  const formatter = createFormatter({ locale: intlLocale(locale), timeZone: DISPLAY_TIME_ZONE, now });
  if (locale !== UPSIDE_DOWN_LOCALE) return formatter;
  return {
    ...formatter,
    dateTime: ((...args: Parameters<Formatter["dateTime"]>) =>
      flipText(formatter.dateTime(...args))) as Formatter["dateTime"],
    dateTimeRange: ((...args: Parameters<Formatter["dateTimeRange"]>) =>
      flipText(formatter.dateTimeRange(...args))) as Formatter["dateTimeRange"],
    number: ((...args: Parameters<Formatter["number"]>) => flipText(formatter.number(...args))) as Formatter["number"],
    relativeTime: ((...args: Parameters<Formatter["relativeTime"]>) =>
      flipText(formatter.relativeTime(...args))) as Formatter["relativeTime"],
  };
}

/** The locale handed to `Intl`: fun variants are private-use tags of English and format like en-US. */
export const intlLocale = (locale: string) => (locale.startsWith("en-x-") ? "en-US" : locale);
