import type { ReactNode } from "react";

export type NoticeTone = "error" | "success" | "info";

const TONES: Record<NoticeTone, string> = {
  error: "text-sm text-danger",
  success: "text-sm text-success",
  info: "text-sm",
};

/**
 * The outcome line of a form or page: errors are announced at once (role="alert"), success and information
 * politely (role="status"). `boxed` draws the bordered notice shown above a page's content.
 */
export function FormNotice({
  tone,
  boxed = false,
  id,
  testId,
  className,
  children,
}: {
  tone: NoticeTone;
  boxed?: boolean;
  id?: string;
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  const classes = [boxed ? "rounded-lg border border-divider p-3" : null, TONES[tone], className]
    .filter(Boolean)
    .join(" ");
  return (
    <p id={id} role={tone === "error" ? "alert" : "status"} className={classes} data-testid={testId}>
      {children}
    </p>
  );
}
