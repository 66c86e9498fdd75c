import type { InputHTMLAttributes } from "react";

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  /** A problem with this field reported by the server. */
  error?: string;
  hint?: string;
}

/** A labelled input whose server-side error is announced with it. */
export function Field({ label, name, error, hint, ...input }: FieldProps) {
  const describedBy = error ? `${name}-error` : hint ? `${name}-hint` : undefined;
  return (
    <label className="flex flex-col gap-1">
      <span className="text-sm font-semibold">{label}</span>
      <input
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="rounded-lg border border-divider bg-input px-3 py-2 aria-invalid:border-danger"
        {...input}
      />
      {hint && !error ? (
        <span id={`${name}-hint`} className="text-xs text-secondary">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${name}-error`} className="text-xs text-danger">
          {error}
        </span>
      ) : null}
    </label>
  );
}
