import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

// Issue 14's accessibility check, shared by the walks: every rule axe-core ships runs (WCAG 2.0–2.2 A/AA and best
// practices); serious and critical findings fail, and so does any duplicate-landmark finding (a moderate best
// practice the issue counted).

/** Findings that fail the walk whatever their impact. */
const ALWAYS_FAIL = /^landmark-(no-duplicate|unique)/;

export interface Finding {
  path: string;
  who: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** A page that answered an error is a finding too (listed with the others, so one run shows everything). */
export function statusFinding(path: string, who: string, status: number): Finding {
  return { path, who, rule: "status", impact: "critical", help: `answered ${status}`, targets: [] };
}

/**
 * Audits the page as it is now (loaded, at the viewport it has). Legacy mode runs `axe.run` in the page itself:
 * the default mode also opens a blank tab per audit to merge the frames' partial results, a tab and two more
 * injections of axe-core for each of two hundred audits a run; legacy mode skips cross-origin frames only, and our
 * pages have none but the video embeds a creator's description may hold (someone else's page). Only violations
 * are asked for: skipping the passes and incomplete lists makes each audit faster.
 */
export async function audit(page: Page, path: string, who: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
  const findings = results.violations
    .filter((violation) => ["serious", "critical"].includes(violation.impact ?? "") || ALWAYS_FAIL.test(violation.id))
    .map((violation) => ({
      path,
      who,
      rule: violation.id,
      impact: violation.impact ?? "unknown",
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  // Each finding as it is found, too: a walk of a hundred pages takes minutes on a loaded machine.
  if (findings.length) console.log(report(findings));
  return findings;
}

/** One line per finding: page, who, rule, impact and the first elements it names. */
export function report(findings: Finding[]): string {
  const lines = findings.map(
    (finding) =>
      `${finding.path} [${finding.who}] ${finding.rule} (${finding.impact}): ${finding.help} — ` +
      `${finding.targets.length} element(s): ${finding.targets.slice(0, 4).join(", ")}` +
      (finding.targets.length > 4 ? ", …" : ""),
  );
  const rules = [...new Set(findings.map((finding) => finding.rule))];
  return `${findings.length} serious/critical findings (${rules.join(", ")}):\n${lines.join("\n")}`;
}
