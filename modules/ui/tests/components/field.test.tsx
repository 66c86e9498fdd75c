import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { Field, fieldProps } from "../../src/components/field";
import { attributesOf } from "./markup";

describe("Field", () => {
  it("binds the label to the control and, without an error, describes it by the hint", () => {
    const html = renderToStaticMarkup(
      <Field label="Name" name="name" hint="Shown on the project page">
        <input />
      </Field>,
    );
    expect(html).toContain('<label for="field-name"');
    expect(attributesOf(html, "input")).toEqual({
      id: "field-name",
      name: "name",
      "aria-describedby": "field-name-hint",
    });
    expect(html).toContain(
      '<span id="field-name-hint" class="text-xs text-secondary">Shown on the project page</span>',
    );
    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain('role="alert"');
  });

  it("shows the error inline as an alert, marks the control invalid and points it at the error", () => {
    const html = renderToStaticMarkup(
      <Field label="Slug" name="slug" hint="Letters and dashes" error="This slug is taken.">
        <input defaultValue="taken" />
      </Field>,
    );
    expect(attributesOf(html, "input")).toEqual({
      id: "field-slug",
      name: "slug",
      value: "taken",
      "aria-invalid": "true",
      "aria-describedby": "field-slug-error",
    });
    expect(html).toContain(
      '<span id="field-slug-error" role="alert" class="text-xs text-danger">This slug is taken.</span>',
    );
    // The error replaces the hint: one description at a time.
    expect(html).not.toContain("Letters and dashes");
  });

  it("follows a control's own id, and leaves its own describedby alone", () => {
    const html = renderToStaticMarkup(
      <Field label="Title" name="title" error="Required">
        <input id="version-title" aria-describedby="title-help" />
      </Field>,
    );
    expect(html).toContain('<label for="version-title"');
    expect(html).toContain('id="version-title-error"');
    expect(attributesOf(html, "input")).toEqual({
      id: "version-title",
      name: "title",
      "aria-invalid": "true",
      "aria-describedby": "title-help",
    });
  });

  it("fieldProps gives the same wiring for a control rendered elsewhere", () => {
    expect(fieldProps("email", "Enter an email address.")).toEqual({
      id: "field-email",
      name: "email",
      "aria-invalid": true,
      "aria-describedby": "field-email-error",
    });
    expect(fieldProps("email", null, { hint: true })).toEqual({
      id: "field-email",
      name: "email",
      "aria-invalid": undefined,
      "aria-describedby": "field-email-hint",
    });
    expect(fieldProps("email", undefined, { id: "signup-email" }).id).toBe("signup-email");
  });
});
