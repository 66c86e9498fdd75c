import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/**
 * Where a project in review stands (server/services/review/queue-position.ts), for its team and staff: on the
 * project page's side and beside the project on /dashboard/projects. Ordinals and day counts are ICU, so each
 * language words "3rd" and "2 days" its own way.
 */
export const reviewQueueMessages = defineCatalogue("catalog.review-queue", {
  heading: "Review queue",
  standing:
    "{position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in line, usually reviewed within {days, plural, =1 {a day} other {# days}}",
  standingNoHistory:
    "{position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in line; too few reviews in the last 30 days to estimate the wait",
  inQueue: "{total, plural, one {# project} other {# projects}} in review.",
  onlyTeam: "Only the project's team and the moderators see this.",
});
