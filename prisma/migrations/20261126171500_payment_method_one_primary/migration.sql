-- At most one primary payment method per user: renewals charge "the" primary, so two would make the choice
-- arbitrary (two first cards added at once both became primary).
CREATE UNIQUE INDEX "payment_methods_one_primary" ON "payment_methods"("user_id") WHERE "is_primary";
