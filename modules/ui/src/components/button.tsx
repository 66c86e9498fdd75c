import type { ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost";
export type ButtonSize = "sm" | "md";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-brand font-semibold text-on-brand",
  secondary: "border border-divider",
  danger: "bg-danger font-semibold text-on-danger",
  ghost: "hover:bg-input",
};

// Tap targets (issue 14): a primary-size button is at least 44 px tall, a small one at least 32 px (WCAG asks
// 24). `inline-flex` so the minimum also holds on links and `<summary>` elements with the button look.
const SIZES: Record<ButtonSize, string> = {
  md: "min-h-11 px-4 py-2",
  sm: "min-h-8 px-3 py-1 text-sm",
};

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * `fit` (the default) keeps the button as wide as its text even in a column layout, where a flex item would
   * otherwise stretch; `full` fills the row (the sign-in page's provider buttons).
   */
  width?: "fit" | "full";
  /** Extra classes for layout (margins, `font-semibold` on a secondary button, …), appended last. */
  className?: string;
}

/**
 * The house button look as a class string, for links and `<summary>` elements that must look like a button.
 * One place for it: the same string was copied into 13 forms and pages before.
 */
export function buttonClassName({ variant = "primary", size = "md", width = "fit", className }: ButtonLook = {}) {
  return [
    width === "full" ? "w-full" : "w-fit",
    "inline-flex items-center justify-center rounded-lg disabled:opacity-60",
    VARIANTS[variant],
    SIZES[size],
    className,
  ]
    .filter(Boolean)
    .join(" ");
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, Omit<ButtonLook, "className"> {}

/** A `<button>` in the house look. `type` defaults to "button" so a button never submits a form by accident. */
export function Button({ variant, size, width, className, type = "button", ...button }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size, width, className })} {...button} />;
}
