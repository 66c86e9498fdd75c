import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

// The notifications of a server suspended for billing on its way to deletion (services/servers/expired-servers.ts).
export const expiryNotificationMessages = defineCatalogue("hosting.expiryNotifications", {
  warningTitle: "Your server {name} will be deleted on {date}",
  warningText:
    "It has been suspended since {since} because its subscription is not paid. Pay before {date} to keep it; after that its files and backups are deleted.",
  deletedTitle: "Your server {name} was deleted",
  deletedText:
    "It was suspended for {days} days without payment, so it was deleted with its files and backups. You can buy a new server at any time.",
});
