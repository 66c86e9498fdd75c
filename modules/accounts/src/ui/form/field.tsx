import type { InputHTMLAttributes } from "react";

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  /** A problem with this field reported by the server. */
  error?: string;
  hint?: string;
}

/** A labelled input; hint and server-side error are tied to it by aria-describedby, outside the label. */
export function Field({ label, name, error, hint, id, ...input }: FieldProps) {
  const inputId = id ?? `field-${name}`;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="rounded-lg border border-divider bg-input px-3 py-2 aria-invalid:border-danger"
        {...input}
      />
      {hint && !error ? (
        <span id={`${inputId}-hint`} className="text-xs text-secondary">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${inputId}-error`} className="text-xs text-danger">
          {error}
        </span>
      ) : null}
    </div>
  );
}
