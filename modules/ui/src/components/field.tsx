import { cloneElement, isValidElement } from "react";
import type { ReactElement, ReactNode } from "react";

/** The look of a text input, select or textarea. `aria-invalid` (set by `fieldProps`) turns the border red. */
export const inputClassName = "rounded-lg border border-divider bg-input px-3 py-2 aria-invalid:border-danger";

/** The ids a field's control, hint and error use, derived from the field's name (or an explicit id). */
export function fieldIds(name: string, id?: string) {
  const control = id ?? `field-${name}`;
  return { control, hint: `${control}-hint`, error: `${control}-error` };
}

export interface FieldControlProps {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * The attributes that tie a control to its label, hint and inline error: spread them on the `<input>` when
 * the control is not the direct child of `Field` (or outside a `Field`). The error wins over the hint, as
 * only one of them is shown.
 */
export function fieldProps(
  name: string,
  error?: string | null,
  options: { id?: string; hint?: boolean } = {},
): FieldControlProps {
  const ids = fieldIds(name, options.id);
  return {
    id: ids.control,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? ids.error : options.hint ? ids.hint : undefined,
  };
}

export interface FieldProps {
  label: ReactNode;
  name: string;
  /** The server's message for this field (from `formErrorsOf(...).fields[name]`); shown inline. */
  error?: string | null;
  hint?: ReactNode;
  /** The control's id when `field-<name>` is not unique on the page (two forms with the same field). */
  id?: string;
  className?: string;
  /**
   * The control (`<input>`, `<select>`, `<textarea>`, or a component passing the attributes on). `Field` gives
   * it `id`, `name`, `aria-invalid` and `aria-describedby` unless it sets them itself.
   */
  children: ReactNode;
}

/** A labelled form control with its hint and inline error, wired for screen readers. */
export function Field({ label, name, error, hint, id, className, children }: FieldProps) {
  const element = isValidElement(children) ? (children as ReactElement<Record<string, unknown>>) : null;
  // A control that brings its own id keeps it; the label, hint and error follow it.
  const ownId = typeof element?.props.id === "string" ? element.props.id : undefined;
  const ids = fieldIds(name, id ?? ownId);
  const wiring = fieldProps(name, error, { id: ids.control, hint: hint != null });
  const control = element ? withWiring(element, wiring) : children;
  return (
    <div className={className ? `flex flex-col gap-1 ${className}` : "flex flex-col gap-1"}>
      <label htmlFor={ids.control} className="text-sm font-semibold">
        {label}
      </label>
      {control}
      {hint != null && !error ? (
        <span id={ids.hint} className="text-xs text-secondary">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={ids.error} role="alert" className="text-xs text-danger">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The control's own attributes win: a caller that sets an id or describedby knows why. */
function withWiring(control: ReactElement<Record<string, unknown>>, wiring: FieldControlProps) {
  const own = control.props;
  const added: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(wiring)) {
    if (own[key] === undefined && value !== undefined) added[key] = value;
  }
  return cloneElement(control, added);
}
