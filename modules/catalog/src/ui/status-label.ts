import { getCatalogue } from "@hopper/ui/i18n/server";

import { channelMessages, statusMessages } from "./messages/statuses";
import { environmentMessages, labelFrom, projectTypeMessages, tagMessages } from "./messages/tags";

/** A status's label in the request's language (server components); an unknown status shows as stored. */
export async function getStatusLabel(): Promise<(status: string) => string> {
  return labelFrom(await getCatalogue(statusMessages));
}

/** A version channel's label in the request's language; an unknown channel shows as stored. */
export async function getChannelLabel(): Promise<(channel: string) => string> {
  return labelFrom(await getCatalogue(channelMessages));
}

/** A project type's label ("Data pack") in the request's language; an unknown type shows as stored. */
export async function getProjectTypeLabel(): Promise<(type: string) => string> {
  return labelFrom(await getCatalogue(projectTypeMessages));
}

/** A category's or loader's label in the request's language; an unknown tag (`16x`) shows as stored. */
export async function getTagLabel(): Promise<(tag: string) => string> {
  return labelFrom(await getCatalogue(tagMessages));
}

/** A project's environment ("client and server", from `environmentOf`) in the request's language. */
export async function getEnvironmentLabel(): Promise<(environment: string) => string> {
  return labelFrom(await getCatalogue(environmentMessages));
}
