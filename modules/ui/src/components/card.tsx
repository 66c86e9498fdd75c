import type { HTMLAttributes, ReactNode } from "react";

export type CardPadding = "sm" | "md" | "lg";

const PADDING: Record<CardPadding, string> = { sm: "p-3", md: "p-4", lg: "p-5" };

/** The raised, bordered box used for sections, lists and forms; for elements `Card` cannot be (a `<form>`). */
export function cardClassName({ padding = "md", className }: { padding?: CardPadding; className?: string } = {}) {
  return ["rounded-xl border border-divider bg-raised", PADDING[padding], className].filter(Boolean).join(" ");
}

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render: a `section` with a heading, an `li` in a list, … (default `div`). */
  as?: "div" | "section" | "article" | "aside" | "header" | "li";
  padding?: CardPadding;
  className?: string;
  children: ReactNode;
}

/** A raised, bordered box: the house card. */
export function Card({ as: Element = "div", padding, className, children, ...rest }: CardProps) {
  return (
    <Element className={cardClassName({ padding, className })} {...rest}>
      {children}
    </Element>
  );
}
