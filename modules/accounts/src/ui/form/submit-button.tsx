"use client";

import type { ReactNode } from "react";
import { useFormStatus } from "react-dom";

import { Button } from "@hopper/ui/components/button";
import type { ButtonVariant } from "@hopper/ui/components/button";

/** The kit's button, disabled while its form's action runs (so a slow submit is not sent twice). */
export function SubmitButton({ children, variant = "primary" }: { children: ReactNode; variant?: ButtonVariant }) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" variant={variant} disabled={pending}>
      {children}
    </Button>
  );
}
