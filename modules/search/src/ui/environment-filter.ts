/**
 * The environment filter offers the spec's environment values (client, server, client and server, client or
 * server, unsupported). A project's environment is derived from its client and server support exactly as
 * the catalogue's `environmentOf` derives it for the project page, so a choice here finds the projects whose
 * page shows that environment. Each choice is a set of facet groups (AND of ORs) over client_side and
 * server_side. Their labels are the search catalogue's `filters.environments` (ui/messages.ts).
 */
export const ENVIRONMENT_CHOICES = [
  {
    value: "client",
    // Runs on the client; the server side is neither required nor optional.
    groups: [["client_side:required", "client_side:optional"], ["server_side!=required"], ["server_side!=optional"]],
  },
  {
    value: "server",
    groups: [["server_side:required", "server_side:optional"], ["client_side!=required"], ["client_side!=optional"]],
  },
  {
    value: "client-and-server",
    // Both sides supported, and at least one of them required (both optional is "client or server").
    groups: [
      ["client_side:required", "client_side:optional"],
      ["server_side:required", "server_side:optional"],
      ["client_side:required", "server_side:required"],
    ],
  },
  {
    value: "client-or-server",
    groups: [["client_side:optional"], ["server_side:optional"]],
  },
  {
    value: "unsupported",
    groups: [["client_side:unsupported"], ["server_side:unsupported"]],
  },
] as const satisfies readonly { value: string; groups: readonly (readonly string[])[] }[];

export type EnvironmentChoice = (typeof ENVIRONMENT_CHOICES)[number]["value"];

export const environmentChoice = (value: string) => ENVIRONMENT_CHOICES.find((choice) => choice.value === value);
