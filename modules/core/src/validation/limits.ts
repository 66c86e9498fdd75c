import { z } from "zod";

// Length caps for inputs (tRPC procedures, form actions) whose values a service checks further or only looks
// up. Every string a person or a client can send has one, so an oversize value is a 400 naming the field and
// its limit, never a silent cut or a database error. Where a service has its own limit and sentence, the
// input uses the same (`textUpTo(USERNAME_MAX, "Usernames must be …")`).

/** Ids, slugs and usernames used to look something up. */
export const REF_MAX = 64;
/** Links (project links, donation links, license URLs). */
export const URL_MAX = 2048;
/** An email address (RFC 5321's path limit). */
export const EMAIL_MAX = 254;
/** One-time codes and tokens from mails and authenticator apps. */
export const CODE_MAX = 512;
/** Tag-like values: loaders, categories, game versions, roles, permission names, statuses. */
export const TAG_MAX = 64;

/** A string of at most `max` characters; past it, `message`. */
export const textUpTo = (max: number, message: string) => z.string().max(max, message);

/** `${label} must be at most ${max} characters.` */
export const atMost = (label: string, max: number) => textUpTo(max, `${label} must be at most ${max} characters.`);

/** A reference to look up (an id, slug or username): 1–64 characters. */
export const refText = (label: string) => atMost(label, REF_MAX).min(1, `${label} is required.`);
