// Page and component files that still hold inline English (JSX text). The i18next/no-literal-string rule
// (eslint.config.js) is off for these only; convert a file to its module's catalogue (docs/shell.md,
// "Message catalogues") and delete its line. This list only shrinks: a new file gets the rule.
export default [
  "modules/accounts/src/ui/pages/admin/mail.tsx",
  "modules/accounts/src/ui/pages/admin/user-email.tsx",
  "modules/catalog/src/ui/components/organization-members-manager.tsx",
  "modules/catalog/src/ui/pages/organization-settings/analytics.tsx",
  "modules/catalog/src/ui/pages/organization-settings/general.tsx",
  "modules/catalog/src/ui/pages/organization-settings/projects.tsx",
  "modules/site/src/ui/pages/legal/ccpa.tsx",
  "modules/site/src/ui/pages/legal/cmp-info.tsx",
  "modules/site/src/ui/pages/legal/cmp.tsx",
  "modules/site/src/ui/pages/legal/copyright.tsx",
  "modules/site/src/ui/pages/legal/privacy.tsx",
  "modules/site/src/ui/pages/legal/rules.tsx",
  "modules/site/src/ui/pages/legal/security.tsx",
  "modules/site/src/ui/pages/legal/terms.tsx",
];
