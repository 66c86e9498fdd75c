/** The legal texts, each a page at `/legal/<name>`. */
export const LEGAL_PAGES = ["terms", "privacy", "rules", "copyright", "security", "ccpa", "cmp", "cmp-info"] as const;
