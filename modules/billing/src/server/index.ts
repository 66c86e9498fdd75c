// The billing module's public services (for the CLI, the hosting module and other modules).
export {};
