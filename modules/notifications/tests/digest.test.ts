// The email digest end to end on real PostgreSQL, the real pg-boss worker and a real SMTP server (the capture
// server of tests/support): a version published by its owner fans out to followers, the hourly digest job mails the
// daily follower one digest with RFC 8058 unsubscribe headers, a second run and a retried page job mail nothing,
// a weekly follower inside the week and a follower whose filters leave the version out get nothing, and the
// one-click POST with the mail's token sets the delivery back to "site".

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { updateVersion } from "../../catalog/src/server/services/versions/version-update";
import type { Actor } from "../../core/src/auth/actor";
import { resetConfigCache } from "../../core/src/config";
import { newId } from "../../core/src/db/ids";
import { startWorker } from "../../core/src/jobs";
import type { PgBoss } from "../../core/src/jobs";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { startSmtpCapture } from "../../../tests/support/smtp-capture";
import { defineJob } from "../../core/src/module";
import { digestCheckJob, sendDigestsJob } from "../src/digest-jobs";
import { GET, POST, UNSUBSCRIBE_BODY_LIMIT } from "../src/server/http/unsubscribe";
import { DIGEST_ITEMS_MAX, sendDigests } from "../src/server/services/digest";
import { SEND_DIGESTS_JOB } from "../src/server/services/digest-schedule";
import { getDeliveryPreference, setDelivery } from "../src/server/services/preferences";
import { fanOutVersionJob, notifyFollowersJob } from "../src/version-jobs";
import { makeNotifications } from "./support";

const database = setupTestDatabase();
const db = () => database.db;
const SITE = "https://hopper.test";
let boss: PgBoss;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  process.env.SMTP_URL = smtp.url;
  process.env.HOPPER_URL = SITE;
  resetConfigCache();
  boss = await startWorker({
    connectionString: database.url,
    db: database.db,
    // The digest check runs when a test sends it, not on the clock.
    jobs: [fanOutVersionJob, notifyFollowersJob, defineJob({ ...digestCheckJob, cron: undefined }), sendDigestsJob],
    pollingIntervalSeconds: 0.5,
  });
});

afterAll(async () => {
  await boss.stop({ graceful: false, wait: true });
  await smtp.close();
  delete process.env.SMTP_URL;
  delete process.env.HOPPER_URL;
  resetConfigCache();
});

const WAIT = { timeout: 60_000, interval: 200 };
const HOUR = 60 * 60 * 1000;

async function makeUser(options: { verified?: boolean } = {}) {
  const id = newId();
  const username = `digest_${id.toLowerCase()}`;
  await db().user.create({
    data: {
      id,
      username,
      usernameKey: username,
      email: `${username}@example.com`,
      emailKey: `${username}@example.com`,
      emailVerified: options.verified === false ? null : new Date(),
    },
  });
  return { id, username, email: `${username}@example.com` };
}

/** An approved mod owned by a new user, with a Forge-only draft version nobody was told of. */
async function projectWithDraft() {
  const ownerUser = await makeUser();
  const owner: Actor = { userId: ownerUser.id, role: "user" };
  const team = await db().team.create({ data: { id: newId() } });
  await db().teamMember.create({
    data: { id: newId(), teamId: team.id, userId: owner.userId, isOwner: true, accepted: true, permissions: 1023n },
  });
  const slug = `digest-${newId().toLowerCase()}`;
  const project = await db().project.create({
    data: {
      id: newId(),
      slug,
      slugKey: slug,
      projectType: "mod",
      name: "Digest <Furnaces> & Co",
      summary: "Followed by mail",
      teamId: team.id,
      status: "approved",
    },
  });
  const version = await db().version.create({
    data: {
      id: newId(),
      projectId: project.id,
      authorId: owner.userId,
      name: "Digest 3.1",
      versionNumber: "3.1.0",
      status: "draft",
      loaders: ["forge"],
      gameVersions: ["1.21"],
    },
  });
  return { owner, project, version };
}

/** Moves a user's digest window back, as if the previous digest went out `hoursAgo` hours ago. */
async function lastDigestAgo(userId: string, hoursAgo: number) {
  await db().notificationPreference.update({
    where: { userId },
    data: { digestSentUntil: new Date(Date.now() - hoursAgo * HOUR) },
  });
}

async function jobStates(name: string) {
  return db().$queryRawUnsafe<{ id: string; state: string; data: unknown }[]>(
    `SELECT id::text, state::text, data FROM pgboss.job WHERE name = $1 ORDER BY created_on`,
    name,
  );
}

/** Sends the hourly check and waits for it and every page job it queued to complete. */
async function runDigestCheck() {
  const before = (await jobStates(SEND_DIGESTS_JOB)).length;
  const id = await boss.send("notifications.digest", {});
  await vi.waitFor(async () => {
    const check = (await jobStates("notifications.digest")).find((job) => job.id === id);
    expect(check?.state).toBe("completed");
    const pages = await jobStates(SEND_DIGESTS_JOB);
    expect(pages.slice(before).map((job) => job.state)).toEqual(pages.slice(before).map(() => "completed"));
  }, WAIT);
  return (await jobStates(SEND_DIGESTS_JOB)).slice(before);
}

const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to === email);

/** The raw message with quoted-printable soft breaks and escapes undone, enough to read links and headers. */
const readable = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A header of the raw message, its folded lines joined (RFC 5322 lets a long header go on over several lines). */
function headerOf(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

const unsubscribeRequest = (token: string, init: RequestInit = {}) =>
  new Request(`${SITE}/notifications/unsubscribe/${token}`, init);

const oneClick = (
  token: string,
  body: BodyInit = "List-Unsubscribe=One-Click",
  type = "application/x-www-form-urlencoded",
) => POST(unsubscribeRequest(token, { method: "POST", body, headers: { "content-type": type } }));

describe("the email digest", () => {
  it("mails a daily follower one digest of the new version with a working one-click unsubscribe; nothing twice", async () => {
    const { owner, project, version } = await projectWithDraft();
    const daily = await makeUser();
    const weekly = await makeUser();
    const fabricOnly = await makeUser();
    const siteOnly = await makeUser();
    const unverified = await makeUser({ verified: false });
    const followers = [daily, weekly, fabricOnly, siteOnly, unverified];
    await db().projectFollow.createMany({
      data: followers.map((user) => ({
        userId: user.id,
        projectId: project.id,
        loaders: user === fabricOnly ? ["fabric"] : [],
      })),
    });
    for (const user of [daily, fabricOnly, unverified]) await setDelivery(db(), user.id, "daily");
    await setDelivery(db(), weekly.id, "weekly");
    await setDelivery(db(), siteOnly.id, "site");
    // The daily ones' last digest was a day and an hour ago; the weekly one's two days ago, inside its week.
    for (const user of [daily, fabricOnly, unverified]) await lastDigestAgo(user.id, 25);
    await lastDigestAgo(weekly.id, 48);

    await updateVersion(db(), owner, version.id, { status: "listed" });
    await vi.waitFor(async () => {
      const told = await db().notification.count({ where: { dedupeKey: `version:${version.id}` } });
      // Everyone but the Fabric-only follower, whose filter leaves a Forge-only version out.
      expect(told).toBe(4);
    }, WAIT);

    const pages = await runDigestCheck();
    expect(pages.length).toBeGreaterThanOrEqual(1);
    const mails = mailsTo(daily.email);
    expect(mails).toHaveLength(1);
    const raw = readable(mails[0]!.raw);
    const { unsubscribeToken } = await db().notificationPreference.findUniqueOrThrow({ where: { userId: daily.id } });
    const link = `${SITE}/notifications/unsubscribe/${unsubscribeToken}`;
    expect(raw).toMatch(/Subject: Your daily Hopper digest: 1 new version/);
    expect(headerOf(raw, "List-Unsubscribe")).toBe(`<${link}>`);
    expect(headerOf(raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(raw).toContain("The project Digest <Furnaces> & Co has released a new version: 3.1.0");
    expect(raw).toContain(`${SITE}/mod/${project.slug}/version/3.1.0`);
    expect(raw).toContain(`Unsubscribe with one click: ${link}`);
    // The HTML twin escapes the stored text.
    expect(raw).toContain("Digest &lt;Furnaces&gt; &amp; Co");
    expect(raw).not.toContain("<Furnaces> & Co</a>");

    // Nothing for the weekly follower inside its week, the filtered one, the site-only one or an unverified address.
    for (const user of [weekly, fabricOnly, siteOnly, unverified]) expect(mailsTo(user.email)).toHaveLength(0);
    // The filtered follower had nothing new: no mail, and the window still moved on.
    const filtered = await db().notificationPreference.findUniqueOrThrow({ where: { userId: fabricOnly.id } });
    expect(Date.now() - filtered.digestSentUntil!.getTime()).toBeLessThan(HOUR);

    // The check again, and the page job again with the same window (a retry): no second mail.
    await runDigestCheck();
    const [firstPage] = pages as { data: { userIds: string[]; until: string } }[];
    expect(await sendDigests(db(), firstPage!.data.userIds, new Date(firstPage!.data.until))).toMatchObject({
      sent: 0,
    });
    const again = await boss.send(SEND_DIGESTS_JOB, firstPage!.data);
    await vi.waitFor(async () => {
      expect((await jobStates(SEND_DIGESTS_JOB)).find((job) => job.id === again)?.state).toBe("completed");
    }, WAIT);
    expect(mailsTo(daily.email)).toHaveLength(1);

    // The link's page changes nothing (mail scanners fetch every link) and offers the button.
    const page = await GET(unsubscribeRequest(unsubscribeToken));
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("referrer-policy")).toBe("same-origin");
    const html = await page.text();
    expect(html).toContain('<form method="post">');
    expect(html).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(html).toContain(">Unsubscribe</button>");
    expect(await getDeliveryPreference(db(), daily.id)).toEqual({ delivery: "daily" });

    // A mail client's RFC 8058 one-click POST unsubscribes; a second one answers the same.
    const done = await oneClick(unsubscribeToken);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("You will no longer get the digest.");
    expect(await getDeliveryPreference(db(), daily.id)).toEqual({ delivery: "site" });
    expect((await oneClick(unsubscribeToken)).status).toBe(200);
  });

  it("answers 404 for any wrong token, 400 without the one-click field and 413 past the body limit", async () => {
    const user = await makeUser();
    await setDelivery(db(), user.id, "weekly");
    const { unsubscribeToken } = await db().notificationPreference.findUniqueOrThrow({ where: { userId: user.id } });

    for (const wrong of [
      "x".repeat(43),
      `${unsubscribeToken.slice(0, -1)}${unsubscribeToken.endsWith("A") ? "B" : "A"}`,
      "a".repeat(65),
      "not%20a%20token",
      "%E0%A4%A",
    ]) {
      const post = await oneClick(wrong);
      expect(post.status).toBe(404);
      expect(await post.text()).toContain("This unsubscribe link is not valid.");
      expect((await GET(unsubscribeRequest(wrong))).status).toBe(404);
    }
    expect((await oneClick(unsubscribeToken, "List-Unsubscribe=Maybe")).status).toBe(400);
    expect((await oneClick(unsubscribeToken, "")).status).toBe(400);
    const tooLarge = await oneClick(
      unsubscribeToken,
      `List-Unsubscribe=One-Click&pad=${"x".repeat(UNSUBSCRIBE_BODY_LIMIT)}`,
    );
    expect(tooLarge.status).toBe(413);
    expect(await getDeliveryPreference(db(), user.id)).toEqual({ delivery: "weekly" });

    // Multipart, which RFC 8058 also allows.
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    const multipart = await POST(unsubscribeRequest(unsubscribeToken, { method: "POST", body: form }));
    expect(multipart.status).toBe(200);
    expect(await getDeliveryPreference(db(), user.id)).toEqual({ delivery: "site" });
  });

  it("a weekly follower past the week gets one digest; daily ↔ weekly keeps the window; site → digest starts it now", async () => {
    const user = await makeUser();
    await setDelivery(db(), user.id, "weekly");
    const started = (await db().notificationPreference.findUniqueOrThrow({ where: { userId: user.id } }))
      .digestSentUntil!;
    expect(Date.now() - started.getTime()).toBeLessThan(HOUR);
    await lastDigestAgo(user.id, 24 * 7 + 1);
    const moved = (await db().notificationPreference.findUniqueOrThrow({ where: { userId: user.id } }))
      .digestSentUntil!;
    await setDelivery(db(), user.id, "daily");
    await setDelivery(db(), user.id, "weekly");
    expect(
      (await db().notificationPreference.findUniqueOrThrow({ where: { userId: user.id } })).digestSentUntil,
    ).toEqual(moved);
    await db().notification.create({
      data: {
        id: newId(),
        userId: user.id,
        type: "project_update",
        title: '"Weekly Wonders" has been updated!',
        text: "The project Weekly Wonders has released a new version: 9.0",
        link: "/mod/weekly-wonders/version/9.0",
        dedupeKey: `version:${newId()}`,
      },
    });
    await runDigestCheck();
    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(readable(mails[0]!.raw)).toMatch(/Subject: Your weekly Hopper digest: 1 new version/);
  });
  it("is due a few minutes before a full period (the hourly check's jitter), not earlier", async () => {
    const early = await makeUser();
    const jitter = await makeUser();
    for (const user of [early, jitter]) await setDelivery(db(), user.id, "daily");
    const now = Date.now();
    // 23 h 30 min ago: not yet. 23 h 58 min ago: the check ran a little earlier than yesterday's; due.
    await db().notificationPreference.update({
      where: { userId: early.id },
      data: { digestSentUntil: new Date(now - 23.5 * HOUR) },
    });
    await db().notificationPreference.update({
      where: { userId: jitter.id },
      data: { digestSentUntil: new Date(now - 24 * HOUR + 2 * 60 * 1000) },
    });
    const until = new Date(now);
    expect(await sendDigests(db(), [early.id, jitter.id], until)).toEqual({ sent: 0, empty: 1, skipped: 1 });
    expect(
      (await db().notificationPreference.findUniqueOrThrow({ where: { userId: jitter.id } })).digestSentUntil,
    ).toEqual(until);
  });

  it("lists at most 50 versions and points to the site for the rest; other notification types are left out", async () => {
    const user = await makeUser();
    await setDelivery(db(), user.id, "daily");
    await lastDigestAgo(user.id, 25);
    await makeNotifications(db(), user.id, DIGEST_ITEMS_MAX + 2);
    // An invitation is no version: not in the digest.
    await makeNotifications(db(), user.id, 1, { type: "team_invite", title: "Invited", text: "An invitation" });
    expect(await sendDigests(db(), [user.id], new Date())).toMatchObject({ sent: 1 });
    const raw = readable(mailsTo(user.email)[0]!.raw);
    expect(raw).toMatch(/Subject: Your daily Hopper digest: 50\+ new versions/);
    expect(raw).toContain(`More are waiting on the site: ${SITE}/dashboard/notifications/history`);
    expect(raw).not.toContain("An invitation");
    const text = raw.split(/Content-Type: text\/html/)[0]!;
    expect(text.match(/^- /gm)).toHaveLength(DIGEST_ITEMS_MAX);
  });
});
