import { FormNotice } from "@hopper/ui/components/form-notice";

/** The line under an account form: its refusal (announced) or its success message. */
export function FormOutcome({ error, done }: { error?: string | null; done?: string | null }) {
  if (error) {
    return (
      <FormNotice tone="error" testId="form-error">
        {error}
      </FormNotice>
    );
  }
  if (done) {
    return (
      <FormNotice tone="success" testId="form-done">
        {done}
      </FormNotice>
    );
  }
  return null;
}
