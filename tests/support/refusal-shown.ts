// What a site form shows for a refused tRPC procedure call in a given language: the server actions and components
// read the refusal's descriptors from the TRPCError's cause and localize them with the module's errors catalogue.
// The refusal-language tests compare this with the English the REST API answers for the same refusal.
import { formErrorsOf, localizeFormErrors } from "../../modules/ui/src/forms/field-errors";

type Catalogues = Parameters<typeof localizeFormErrors>[1];

/** Awaits `attempt`, which must be refused, and localizes its cause's form errors in `locale`. */
export async function shownRefusal(attempt: Promise<unknown>, catalogues: Catalogues, locale: string) {
  const error = await attempt.then(
    () => {
      throw new Error("expected a refusal");
    },
    (refused: unknown) => refused,
  );
  return localizeFormErrors(formErrorsOf((error as { cause?: unknown }).cause), catalogues, locale);
}
