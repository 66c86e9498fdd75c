// The billing module's public components, for other modules' pages (the hosting panel's purchase flow): the card
// form (the local provider's fields, or Stripe's Payment Element), Stripe's 3-D Secure step, and money as shown.
export { AddPaymentMethod } from "./stripe/add-payment-method";
export { StripeNextAction } from "./stripe/stripe-next-action";
export { CardFields } from "./card-fields";
export { formatMoney } from "./money";
