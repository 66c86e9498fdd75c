// The hosting module's public services (for the CLI, billing's events and other modules).
export {};
