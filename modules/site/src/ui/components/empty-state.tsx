import type { ReactNode } from "react";

/** What a list shows before it has anything in it: a short reason and, optionally, a way forward. */
export function EmptyState({ title, children, testId }: { title: string; children?: ReactNode; testId?: string }) {
  return (
    <div
      data-testid={testId}
      className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-divider px-6 py-10 text-center"
    >
      <p className="font-semibold">{title}</p>
      {children ? <div className="max-w-md text-sm text-secondary">{children}</div> : null}
    </div>
  );
}
