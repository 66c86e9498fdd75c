"use client";

import { useActionState, useState } from "react";

import { Button } from "@hopper/ui/components/button";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { previewMarkdownAction, uploadEditorImageAction } from "@hopper/ui/editor/actions";
import { MarkdownEditor } from "@hopper/ui/editor/index";

import { decideAction } from "../../actions/review-actions";
import type { DecisionState } from "../../actions/review-actions";

export interface DecisionFormLabels {
  templates: string;
  templatesHelp: string;
  useTemplate: string;
  message: string;
  messageHelp: string;
  approve: string;
  reject: string;
  withhold: string;
}

/**
 * The decision part of the review panel: canned messages that fill the message box, the markdown message and
 * the three decisions. `blocked` (another moderator's lock) disables the decisions and says why.
 */
export function DecisionForm({
  projectId,
  labels,
  templates,
  blocked,
  maxLength,
}: {
  projectId: string;
  labels: DecisionFormLabels;
  templates: { key: string; label: string; text: string }[];
  blocked: string | null;
  maxLength: number;
}) {
  const [state, action, pending] = useActionState<DecisionState, FormData>(decideAction, { error: null, message: "" });
  const [message, setMessage] = useState(state.message);
  return (
    <form action={action} className="flex flex-col gap-3" data-testid="review-decision">
      <input type="hidden" name="projectId" value={projectId} />
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">{labels.templates}</legend>
        <p className="text-sm text-secondary">{labels.templatesHelp}</p>
        <ul className="flex flex-wrap gap-2">
          {templates.map((template) => (
            <li key={template.key}>
              <Button
                variant="secondary"
                size="sm"
                data-template={template.key}
                aria-label={`${labels.useTemplate}: ${template.label}`}
                onClick={() => setMessage(template.text)}
              >
                {template.label}
              </Button>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor="review-message" className="font-semibold">
          {labels.message}
        </label>
        <p id="review-message-help" className="text-sm text-secondary">
          {labels.messageHelp}
        </p>
        <MarkdownEditor
          id="review-message"
          name="message"
          value={message}
          onChange={setMessage}
          maxLength={maxLength}
          renderPreview={previewMarkdownAction}
          uploadImage={uploadEditorImageAction}
        />
      </div>
      {state.error ? (
        <FormNotice tone="error" boxed testId="review-error">
          {state.error}
        </FormNotice>
      ) : null}
      {blocked ? (
        <p id="review-blocked" className="text-sm" data-testid="review-blocked">
          {blocked}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {(["approve", "reject", "withhold"] as const).map((decision) => (
          <Button
            key={decision}
            type="submit"
            name="decision"
            value={decision}
            size="sm"
            variant={decision === "approve" ? "primary" : decision === "reject" ? "danger" : "secondary"}
            disabled={Boolean(blocked) || pending}
            aria-describedby={blocked ? "review-blocked" : undefined}
          >
            {labels[decision]}
          </Button>
        ))}
      </div>
    </form>
  );
}
