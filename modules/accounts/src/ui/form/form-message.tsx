/** The outcome line under a form: an error (announced) or a success message. */
export function FormMessage({ error, done }: { error?: string | null; done?: string | null }) {
  if (error) {
    return (
      <p role="alert" className="text-sm text-danger" data-testid="form-error">
        {error}
      </p>
    );
  }
  if (done) {
    return (
      <p role="status" className="text-sm text-success" data-testid="form-done">
        {done}
      </p>
    );
  }
  return null;
}
