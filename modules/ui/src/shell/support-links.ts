/**
 * Where the generic error page sends people: the instance's status page and community chat. A self-hosted
 * instance sets its own with HOPPER_STATUS_URL and HOPPER_CHAT_URL; when it does not, these reserved example
 * domains make the missing setting obvious rather than sending visitors to somebody else's service.
 */
export interface SupportLinks {
  statusUrl: string;
  chatUrl: string;
}

export const DEFAULT_SUPPORT_LINKS: SupportLinks = {
  statusUrl: "https://status.hopper.example",
  chatUrl: "https://chat.hopper.example",
};
