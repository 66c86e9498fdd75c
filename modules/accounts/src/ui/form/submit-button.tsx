"use client";

import type { ReactNode } from "react";
import { useFormStatus } from "react-dom";

export function SubmitButton({
  children,
  variant = "primary",
}: {
  children: ReactNode;
  variant?: "primary" | "danger" | "plain";
}) {
  const { pending } = useFormStatus();
  const look =
    variant === "primary"
      ? "bg-brand text-on-brand"
      : variant === "danger"
        ? "bg-danger text-white"
        : "border border-divider";
  return (
    <button
      type="submit"
      disabled={pending}
      className={`rounded-lg px-4 py-2 font-semibold disabled:opacity-60 ${look}`}
    >
      {children}
    </button>
  );
}
