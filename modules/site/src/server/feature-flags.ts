/**
 * Feature switches of the site. Listed on /flags so developers can see what this build contains; they are
 * build defaults for now, and become per-browser overrides when a page needs one.
 */
export interface FeatureFlag {
  id: string;
  description: string;
  enabled: boolean;
  /** Only meaningful to people working on Hopper; shown in developer mode. */
  internal?: boolean;
}

export const FEATURE_FLAGS: readonly FeatureFlag[] = [
  {
    id: "new-build-check",
    description: "Reload on the next navigation when a newer web build is deployed.",
    enabled: true,
  },
  { id: "loading-bar", description: "Thin progress bar during page transitions.", enabled: true },
  { id: "language-picker", description: "Interface languages other than English (United States).", enabled: false },
  {
    id: "show-project-ids",
    description: "Show internal project and version IDs next to titles.",
    enabled: true,
    internal: true,
  },
  {
    id: "toast-test-hook",
    description: "window.__hopperToast for raising toasts by hand.",
    enabled: true,
    internal: true,
  },
  {
    id: "site-state-banner",
    description: "Warn when the build could not load part of its site data.",
    enabled: true,
    internal: true,
  },
];
