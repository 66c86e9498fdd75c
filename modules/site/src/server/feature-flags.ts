/**
 * Feature switches of the site. Listed on /flags so developers can see what this build contains; they are
 * build defaults for now, and become per-browser overrides when a page needs one. What each one does is a
 * sentence of the flags catalogue (ui/messages/flags.ts), by id.
 */
export interface FeatureFlag {
  id: string;
  enabled: boolean;
  /** Only meaningful to people working on Hopper; shown in developer mode. */
  internal?: boolean;
}

export const FEATURE_FLAGS: readonly FeatureFlag[] = [
  { id: "new-build-check", enabled: true },
  { id: "loading-bar", enabled: true },
  { id: "language-picker", enabled: false },
  { id: "show-project-ids", enabled: true, internal: true },
  { id: "toast-test-hook", enabled: true, internal: true },
  { id: "site-state-banner", enabled: true, internal: true },
];
