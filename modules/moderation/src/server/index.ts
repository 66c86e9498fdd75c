// Public services of the moderation module, for modules that list it in dependsOn.
export {};
