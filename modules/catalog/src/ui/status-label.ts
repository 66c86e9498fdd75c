import { getCatalogue } from "@hopper/ui/i18n/server";

import { channelMessages, statusMessages } from "./messages/statuses";

/** A status's label in the request's language (server components); an unknown status shows as stored. */
export async function getStatusLabel(): Promise<(status: string) => string> {
  const labels: Record<string, string> = await getCatalogue(statusMessages);
  return (status) => labels[status] ?? status;
}

/** A version channel's label in the request's language; an unknown channel shows as stored. */
export async function getChannelLabel(): Promise<(channel: string) => string> {
  const labels: Record<string, string> = await getCatalogue(channelMessages);
  return (channel) => labels[channel] ?? channel;
}
