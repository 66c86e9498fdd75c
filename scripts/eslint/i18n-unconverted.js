// Page and component files that still hold inline English (JSX text). The i18next/no-literal-string rule
// (eslint.config.js) is off for these only; convert a file to its module's catalogue (docs/shell.md,
// "Message catalogues") and delete its line. This list only shrinks: a new file gets the rule.
export default [
  "modules/site/src/ui/pages/legal/ccpa.tsx",
  "modules/site/src/ui/pages/legal/cmp-info.tsx",
  "modules/site/src/ui/pages/legal/cmp.tsx",
  "modules/site/src/ui/pages/legal/copyright.tsx",
  "modules/site/src/ui/pages/legal/privacy.tsx",
  "modules/site/src/ui/pages/legal/rules.tsx",
  "modules/site/src/ui/pages/legal/security.tsx",
  "modules/site/src/ui/pages/legal/terms.tsx",
];
