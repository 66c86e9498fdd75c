/**
 * The interface languages shown in the language list. en-US has the catalogues, and the upside-down variant
 * is generated from them (i18n/upside-down.ts); the others are listed so people can see what is coming, and
 * are not selectable (spec section 9).
 */
export interface Language {
  /** BCP 47 tag; fun variants use private-use subtags. */
  code: string;
  /** Name in the language itself. */
  nativeName: string;
  /** Name in English, for searching the list. */
  englishName: string;
  fun?: boolean;
}

export const DEFAULT_LOCALE = "en-US";

/** Locales whose message catalogue ships with this build (en-x-updown is derived from en-US). */
export const LOADABLE_LOCALES: readonly string[] = [DEFAULT_LOCALE, "en-x-updown"];

export const LANGUAGES: readonly Language[] = [
  { code: "en-US", nativeName: "English (United States)", englishName: "English (United States)" },
  { code: "en-GB", nativeName: "English (United Kingdom)", englishName: "English (United Kingdom)" },
  { code: "af-ZA", nativeName: "Afrikaans", englishName: "Afrikaans" },
  { code: "ar-SA", nativeName: "العربية", englishName: "Arabic" },
  { code: "be-BY", nativeName: "Беларуская", englishName: "Belarusian" },
  { code: "bg-BG", nativeName: "Български", englishName: "Bulgarian" },
  { code: "ca-ES", nativeName: "Català", englishName: "Catalan" },
  { code: "cs-CZ", nativeName: "Čeština", englishName: "Czech" },
  { code: "da-DK", nativeName: "Dansk", englishName: "Danish" },
  { code: "de-DE", nativeName: "Deutsch", englishName: "German" },
  { code: "de-CH", nativeName: "Deutsch (Schweiz)", englishName: "German (Switzerland)" },
  { code: "el-GR", nativeName: "Ελληνικά", englishName: "Greek" },
  { code: "eo-UY", nativeName: "Esperanto", englishName: "Esperanto" },
  { code: "es-ES", nativeName: "Español (España)", englishName: "Spanish (Spain)" },
  { code: "es-419", nativeName: "Español (Latinoamérica)", englishName: "Spanish (Latin America)" },
  { code: "et-EE", nativeName: "Eesti", englishName: "Estonian" },
  { code: "fa-IR", nativeName: "فارسی", englishName: "Persian" },
  { code: "fi-FI", nativeName: "Suomi", englishName: "Finnish" },
  { code: "fil-PH", nativeName: "Filipino", englishName: "Filipino" },
  { code: "fr-FR", nativeName: "Français", englishName: "French" },
  { code: "fr-CA", nativeName: "Français (Canada)", englishName: "French (Canada)" },
  { code: "he-IL", nativeName: "עברית", englishName: "Hebrew" },
  { code: "hi-IN", nativeName: "हिन्दी", englishName: "Hindi" },
  { code: "hr-HR", nativeName: "Hrvatski", englishName: "Croatian" },
  { code: "hu-HU", nativeName: "Magyar", englishName: "Hungarian" },
  { code: "id-ID", nativeName: "Bahasa Indonesia", englishName: "Indonesian" },
  { code: "is-IS", nativeName: "Íslenska", englishName: "Icelandic" },
  { code: "it-IT", nativeName: "Italiano", englishName: "Italian" },
  { code: "ja-JP", nativeName: "日本語", englishName: "Japanese" },
  { code: "kk-KZ", nativeName: "Қазақ тілі", englishName: "Kazakh" },
  { code: "ko-KR", nativeName: "한국어", englishName: "Korean" },
  { code: "lt-LT", nativeName: "Lietuvių", englishName: "Lithuanian" },
  { code: "lv-LV", nativeName: "Latviešu", englishName: "Latvian" },
  { code: "ms-MY", nativeName: "Bahasa Melayu", englishName: "Malay" },
  { code: "nl-NL", nativeName: "Nederlands", englishName: "Dutch" },
  { code: "nb-NO", nativeName: "Norsk bokmål", englishName: "Norwegian Bokmål" },
  { code: "pl-PL", nativeName: "Polski", englishName: "Polish" },
  { code: "pt-BR", nativeName: "Português (Brasil)", englishName: "Portuguese (Brazil)" },
  { code: "pt-PT", nativeName: "Português (Portugal)", englishName: "Portuguese (Portugal)" },
  { code: "ro-RO", nativeName: "Română", englishName: "Romanian" },
  { code: "ru-RU", nativeName: "Русский", englishName: "Russian" },
  { code: "sk-SK", nativeName: "Slovenčina", englishName: "Slovak" },
  { code: "sl-SI", nativeName: "Slovenščina", englishName: "Slovenian" },
  { code: "sr-RS", nativeName: "Српски", englishName: "Serbian" },
  { code: "sv-SE", nativeName: "Svenska", englishName: "Swedish" },
  { code: "th-TH", nativeName: "ไทย", englishName: "Thai" },
  { code: "tr-TR", nativeName: "Türkçe", englishName: "Turkish" },
  { code: "uk-UA", nativeName: "Українська", englishName: "Ukrainian" },
  { code: "vi-VN", nativeName: "Tiếng Việt", englishName: "Vietnamese" },
  { code: "zh-CN", nativeName: "简体中文", englishName: "Chinese (Simplified)" },
  { code: "zh-TW", nativeName: "繁體中文", englishName: "Chinese (Traditional)" },
  { code: "en-x-pirate", nativeName: "Pirate Speak", englishName: "Pirate", fun: true },
  { code: "en-x-lolcat", nativeName: "LOLCAT", englishName: "Lolcat", fun: true },
  { code: "en-x-updown", nativeName: "uʍop ǝpᴉsd∩", englishName: "Upside down", fun: true },
  { code: "en-x-uwu", nativeName: "Engwish (UwU)", englishName: "UwU", fun: true },
];

export const isLoadable = (code: string) => LOADABLE_LOCALES.includes(code);
