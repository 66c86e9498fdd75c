import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** Every text of /admin/billing/{id} and the profile's billing slots (the badge, 'Manage user billing', the banner). */
export const billingStaffMessages = defineCatalogue("billing.staff", {
  title: "Billing of {username} - Hopper",
  titleUnknown: "User billing - Hopper",
  heading: "Billing of {username}",
  userNotFound: "User not found",
  profile: "Profile",
  subscriptions: "Subscriptions",
  charges: "Charges",
  none: "None.",
  cancel: "Cancel subscription",
  extendDays: "Days",
  extend: "Extend",
  refund: "Refund",
  refundAmount: "Amount in minor units (empty: the whole charge)",
  refundLabel: "Refund charge {id}",
  manage: "Manage user billing",
  badge: "Hopper+",
  badgeLabel: "Hopper+ subscriber",
  flairSince: "Supporter since {date}",
  plusMark: "Hopper+ member: billing settings",
  bannerFailed: "Your payment for {product} failed. Update your payment method to keep it.",
  bannerFix: "Update payment method",
  bannerRetry: "Retry payment now",
});
