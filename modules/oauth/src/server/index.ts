// The oauth module's public services (for the CLI and other modules).
export {};
