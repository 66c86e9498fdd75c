import { refusalsOf } from "@hopper/ui/i18n/refusals";

import { catalogueErrorMessages } from "../../../ui/catalogue/catalogue-error-messages";

/** `problem(key, values)` and `refusal(code, problem, field?)` over the catalogue's refusal catalogue. */
export const { problem, refusal } = refusalsOf(catalogueErrorMessages);

export const productNotFound = () => refusal("not_found", problem("productNotFound"));
export const priceNotFound = () => refusal("not_found", problem("priceNotFound"));
