import type { ReactNode } from "react";

const TONES = {
  warning: "border-warning/40 bg-warning/10",
  danger: "border-danger/40 bg-danger/10",
  info: "border-brand/40 bg-brand/10",
} as const;

/** A full-width strip under the header for account and site problems. */
export function Banner({ tone, children, testId }: { tone: keyof typeof TONES; children: ReactNode; testId: string }) {
  return (
    <div role="status" data-testid={testId} className={`border-b ${TONES[tone]}`}>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 text-sm">
        {children}
      </div>
    </div>
  );
}
