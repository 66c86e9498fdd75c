import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { config } from "@hopper/core/config";
import { getPreferences } from "@hopper/ui/preferences/server";

import { HydrationMark } from "./csp-probe-hydration-mark";

export const metadata: Metadata = { title: "CSP probe", robots: { index: false } };

// What an attacker's markup would be if it got past the markdown sanitiser: an inline script and an inline
// event handler, without the response's nonce. The browser test (tests/e2e/shell/content-security-policy.spec.ts)
// checks that neither runs while the page's own scripts (with the nonce) still hydrate it.
const INJECTED =
  '<script>window.__cspProbe = "inline script ran"</script>' +
  '<img alt="" src="data:," onerror="window.__cspProbe = \'event handler ran\'">';

/**
 * /dev/csp-probe: a test page, answered only by development servers and in developer mode (production
 * builds answer 404 otherwise); no module declares it, so page walks do not visit it.
 */
export default async function CspProbePage() {
  const { developerMode } = await getPreferences();
  if (config().NODE_ENV === "production" && !developerMode) notFound();
  return (
    <>
      <div data-testid="injected" dangerouslySetInnerHTML={{ __html: INJECTED }} />
      <HydrationMark />
    </>
  );
}
