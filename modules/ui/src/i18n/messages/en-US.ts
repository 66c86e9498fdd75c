import { defineCatalogue } from "../catalogue";

/** The en-US catalogue of the site shell (ICU message syntax, formatted by use-intl). */
export const enUS = {
  brand: "Hopper",
  // A page's window title about one thing (server/share-metadata.ts): one whole message, so a language may
  // order or word it as its own (the thing's name is the argument, never translated).
  pageTitle: "{title} - Hopper",
  header: {
    skipToContent: "Skip to content",
    home: "Hopper home",
    discover: "Discover",
    signIn: "Sign in",
    userMenu: "Account menu for {username}",
    signOut: "Sign out",
    developerMode: "Developer mode",
    developerModeOn: "Developer mode enabled. Click the logo 5 times again to turn it off.",
    developerModeOff: "Developer mode disabled.",
    mainNavigation: "Main",
  },
  toasts: {
    region: "Notifications",
    dismiss: "Dismiss notification",
    copy: "Copy",
    copied: "Copied!",
    errorCode: "Error code:",
    count: "x {count}",
  },
  navigation: {
    loading: "Loading page",
  },
  // What a form says when a refusal carries nothing more specific (forms/field-errors.ts).
  forms: {
    generic: "Something went wrong. Please try again.",
    fixFields: "Please correct the highlighted fields.",
  },
  // The kernel's generic refusals (core/errors `unauthorized()` / `forbidden()` and the tRPC guards), which name
  // these keys as `ui.shell.refusals.<key>`; their English stays the errors' own text (REST's description).
  refusals: {
    signIn: "You must be signed in to do this.",
    forbidden: "You do not have permission to do this.",
    staffOnly: "Only moderators and admins can do this.",
    adminOnly: "Only admins can do this.",
    // A personal access token's checks (core/auth/tokens.ts), each about one field of the token form.
    tokenNameLength: "Token name must be between {min} and {max} characters.",
    tokenScopesMissing: "Choose at least one scope.",
    tokenScopesRestricted: "These scopes cannot be given to a token: {scopes}.",
    tokenExpiry: "Expiry must be a whole number of days, at least 1.",
    // An uploaded image's checks (core/images: icons, avatars, gallery and editor images).
    imageType: "Upload a PNG, JPEG, GIF or WebP image.",
    editorImageType: "Images must be PNG, JPEG, GIF or WebP.",
    imageUnreadable: "The image could not be read: it is damaged or not a PNG, JPEG, GIF or WebP image.",
    imageTooManyPixels:
      "The image is {width} × {height} pixels; images may have at most {limit} {unit, select, megapixels {megapixels} other {pixels}}.",
    animationTooManyPixels:
      "The animation has {frames} frames of {width} × {height} pixels; animations may have at most {limit} {unit, select, megapixels {megapixels} other {pixels}} in all frames together.",
    // Reading a request's body (core/storage/multipart.ts, core/http/body-limit.ts, the tRPC boundary): an upload
    // form's or a site form's refusals. {limit} is a byte size as "1 MiB" / "64 KiB", {name} a form field's name.
    notMultipart: "Send the form as multipart/form-data.",
    uploadTooLarge: "The upload is larger than the site accepts.",
    bodyTooLarge: "The request body must be at most {limit}.",
    formFieldTooLarge: "The form field {name} must be at most {limit}.",
    formFieldNul: "Form fields must not contain NUL characters.",
    textNul: "Text must not contain NUL characters.",
    tooManyFiles: "At most {max} files can be sent at once.",
    formTooManyFields: "The form has too many fields.",
    formTooManyParts: "The form has too many parts.",
    uploadInterrupted: "The upload was interrupted.",
    // A rate limit (core/rate-limit): sign-up, password reset, email verification, editor previews and images.
    rateLimited: "Too many attempts. Try again in {seconds, plural, one {# second} other {# seconds}}.",
  },
  // The Markdown editor (editor/markdown-editor.tsx): its tabs, toolbar and what it says about a preview or an
  // image; "File too large" is the spec's wording for an image over 1 MiB.
  editor: {
    write: "Write",
    preview: "Preview",
    image: "Insert image",
    uploading: "Uploading image…",
    previewLoading: "Rendering preview…",
    previewFailed: "The preview could not be rendered.",
    previewEmpty: "Nothing to preview.",
    uploadFailed: "The image could not be uploaded.",
    fileTooLarge: "File too large",
    actions: {
      heading1: "Heading 1",
      heading2: "Heading 2",
      heading3: "Heading 3",
      bold: "Bold",
      italic: "Italic",
      link: "Link",
      code: "Code",
      bulletList: "Bulleted list",
      numberedList: "Numbered list",
      quote: "Quote",
      spoiler: "Spoiler",
    },
  },
  // A field's message when a shared zod schema refused it, by issue code (forms/field-errors.ts): the field's
  // label beside it says which field; the schema's own English sentence stays the fallback and REST's text.
  validation: {
    too_big:
      "{origin, select, string {{maximum, plural, one {At most # character.} other {At most # characters.}}} array {{maximum, plural, one {At most # item.} other {At most # items.}}} other {At most {maximum}.}}",
    too_small:
      "{origin, select, string {{minimum, plural, one {Required.} other {At least # characters.}}} array {{minimum, plural, one {Choose at least one.} other {Choose at least #.}}} other {At least {minimum}.}}",
    invalid_type: "This value has the wrong type.",
    invalid_value: "Choose one of the offered values.",
    invalid_format: "This value is not in the expected format.",
  },
  // The web app's own menu entries (apps/web/shell/nav.ts), beside the modules'.
  nav: {
    apiDocumentation: "API documentation",
    resources: "Resources",
  },
  projectCard: {
    downloads: "{count} downloads",
    followers: "{count} followers",
  },
  projectTypes: {
    mods: "Mods",
    plugins: "Plugins",
    datapacks: "Data Packs",
    shaders: "Shaders",
    resourcepacks: "Resource Packs",
    modpacks: "Modpacks",
  },
  footer: {
    label: "Footer",
    copyright: "© {year} Hopper contributors. Licensed under the AGPL-3.0.",
    tagline:
      "Hopper is a self-hostable home for Minecraft mods, modpacks, plugins, resource packs, shaders and data packs.",
    notAffiliated: "Not an official Minecraft product. Not approved by or associated with Mojang or Microsoft.",
    theme: "Theme",
    language: "Language",
  },
  banners: {
    unverifiedEmail:
      "Your email address is not verified yet. Verify it to keep access to your account if you lose your password.",
    resendEmail: "Resend verification email",
    missingEmail: "Your account has no email address. Add one so you can recover your account.",
    addEmail: "Add an email address",
    billingAction: "Your subscription could not be renewed. Update your payment method to keep your perks.",
    updatePayment: "Update payment method",
    siteState: "This build could not load part of the site data. Some lists may be incomplete.",
    siteStateCodes: "Error codes: {codes}",
  },
  themes: {
    label: "Color theme",
    light: "Light",
    dark: "Dark",
    oled: "OLED",
    retro: "Retro",
    system: "Sync with system",
    apply: "Apply theme",
  },
  languages: {
    label: "Interface language",
    loadError: "Cannot load this language. Try again in a bit.",
    applying: "Applying…",
    unavailable: "Not available yet",
  },
  errors: {
    notFoundTitle: "Page not found",
    // The window titles of the 401 and 403 pages (apps/web/app/unauthorized.tsx, forbidden.tsx).
    signInRequiredTitle: "Sign in required",
    forbiddenTitle: "Forbidden",
    notFoundText: "The page you were looking for doesn't seem to exist.",
    notFoundMessage: "Page Not Found: {path}",
    why: "Why?",
    projectNotFound: "Project not found",
    projectReasons: [
      "You may have mistyped the project's URL.",
      "The project's owner may have changed the URL, made the project private, or deleted it.",
      "The project may have been taken down by our moderators for breaking our Content Rules.",
    ],
    userNotFound: "User not found",
    userReasons: [
      "You may have mistyped the user's username.",
      "The user may have changed their username or deleted their account.",
      "The user's account may have been terminated for breaking our Terms of Use.",
    ],
    organizationNotFound: "Organization not found",
    organizationReasons: [
      "You may have mistyped the organization's URL.",
      "The organization's owner may have changed the URL or deleted the organization.",
      "The organization may have been removed by our moderators for breaking our Content Rules.",
    ],
    collectionNotFound: "Collection not found",
    collectionReasons: [
      "You may have mistyped the collection's URL.",
      "The collection may be private.",
      "The collection may have been taken down by our moderators for breaking our Content Rules.",
    ],
    goHome: "Go to the home page",
    uhOh: "Uh oh!",
    somethingWentWrong: "Something went wrong.",
    tryAgainLater: "Please try again in a few minutes.",
    technicalDetails: "Technical details",
    statusCode: "Status code",
    message: "Message",
    statusPage: "Check the status page",
    communityChat: "Ask in the community chat",
    terms: "Terms of Use",
    termsNote: "While we look into it, you can read our {terms}.",
  },
} as const;

export type Messages = typeof enUS;

export const shellMessages = defineCatalogue("ui.shell", enUS);
