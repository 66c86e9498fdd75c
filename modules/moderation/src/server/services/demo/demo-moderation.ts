import { createProject, createVersion, demoArchive, findProject, updateProject } from "@hopper/catalog/server";
import { newId } from "@hopper/core/db";
import type { Db } from "@hopper/core/db";

import type { MessageBody } from "../threads/message-body";
import { appendMessage, createThread } from "../threads/thread-store";

// The moderation demo data (modules/moderation/src/seed.ts, docs/moderation.md "Demo data"): projects waiting in
// the review queue with their threads, 30 days of review decisions so the creators' estimate has a real history
// to work from, and reports for the moderators to work (open ones on each kind of item, a closed one). Every part
// is idempotent: a project found by its slug is kept, the history is written once, an open report is not filed
// twice (the database's one-open-report-per-reporter-and-item index would refuse it anyway).

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A demo project waiting for review: who made it and how long ago it was submitted. */
interface QueuedDemo {
  name: string;
  slug: string;
  type: string;
  loader: string;
  owner: string;
  summary: string;
  queuedAgo: number;
}

/**
 * Oldest first, as the queue shows them. Their `published` is the seed's time, so they are never "the oldest
 * project of each type" the browser walks take as demo pages (tests/e2e/support/declared-pages.ts); and hidden
 * in review, the anonymous project list those walks read does not show them anyway.
 */
export const QUEUED_DEMOS: readonly QueuedDemo[] = [
  {
    name: "Lantern Lights",
    slug: "lantern-lights",
    type: "mod",
    loader: "fabric",
    owner: "quietowl",
    summary: "Hanging lanterns that sway in the wind and light up paths at dusk.",
    queuedAgo: 3 * DAY + 4 * HOUR,
  },
  {
    // Rejected once, then resubmitted: its thread has the story (see projectThreadStory).
    name: "Ore Compass",
    slug: "ore-compass",
    type: "mod",
    loader: "fabric",
    owner: "pixel-marten",
    summary: "A compass that points to the nearest ore you have already seen.",
    queuedAgo: 2 * DAY + 2 * HOUR,
  },
  {
    name: "Cozy Cabins",
    slug: "cozy-cabins",
    type: "datapack",
    loader: "datapack",
    owner: "demo-creator",
    summary: "Small log cabins with a bed and a chest appear in forests and taigas.",
    queuedAgo: 1 * DAY + 6 * HOUR,
  },
  {
    name: "Brighter Nether",
    slug: "brighter-nether",
    type: "resourcepack",
    loader: "minecraft",
    owner: "copperfox",
    summary: "Lighter netherrack and warmer fog so the Nether is easier on the eyes.",
    queuedAgo: 5 * HOUR,
  },
];

async function userId(db: Db, username: string): Promise<string | null> {
  const user = await db.user.findUnique({ where: { usernameKey: username }, select: { id: true } });
  return user?.id ?? null;
}

/** The project's thread row (its id is the project's `thread_id`), made if missing. */
async function projectThread(db: Db, project: { id: string; threadId: string | null }): Promise<string | null> {
  if (!project.threadId) return null;
  await db.thread.createMany({
    data: [{ id: project.threadId, type: "project", projectId: project.id }],
    skipDuplicates: true,
  });
  return project.threadId;
}

interface SeedMessage {
  author: string | null;
  body: MessageBody;
  /** A moderator writing to a creator: the name is shown to staff only. */
  hidden?: boolean;
  at: Date;
}

async function appendAll(db: Db, threadId: string, messages: readonly SeedMessage[]) {
  for (const message of messages) {
    await appendMessage(db, {
      threadId,
      authorId: message.author,
      body: message.body,
      hideIdentity: message.hidden ?? false,
      created: message.at,
    });
  }
}

/**
 * The projects in review: made by their demo creators with a version each, submitted at their times, each thread
 * opening with the submission. Returns how many were new.
 */
export async function seedQueuedProjects(db: Db, now: Date): Promise<number> {
  let made = 0;
  for (const demo of QUEUED_DEMOS) {
    const owner = await userId(db, demo.owner);
    if (!owner || (await findProject(db, demo.slug))) continue;
    const actor = { userId: owner, role: "user" as const };
    const project = await createProject(db, actor, {
      name: demo.name,
      slug: demo.slug,
      projectType: demo.type,
      summary: demo.summary,
    });
    const modId = demo.slug.replace(/-/g, "_");
    const archive = demoArchive(demo.type, demo.loader, modId, "1.0.0", "1.21.1");
    await createVersion(db, actor, project.id, {
      versionNumber: "1.0.0",
      name: `${demo.name} 1.0.0`,
      loaders: [demo.loader],
      gameVersions: ["1.21.1"],
      changelog: "First release.",
      files: [{ filename: archive.filename, body: archive.bytes }],
    });
    await updateProject(db, actor, project.id, {
      body: `# ${demo.name}\n\n${demo.summary}\n\nMade for Minecraft 1.21.1.\n`,
      licenseId: "MIT",
      sourceUrl: `https://github.com/hopper-demo/${demo.slug}`,
    });
    // Submitted at its demo time (the status rules' submission would stamp now): the queue's order is the point.
    const queued = new Date(now.getTime() - demo.queuedAgo);
    await db.project.update({ where: { id: project.id }, data: { status: "processing", queued } });
    const threadId = await projectThread(db, project);
    if (threadId) {
      await appendAll(db, threadId, await projectThreadStory(db, demo, owner, queued));
    }
    made++;
  }
  return made;
}

/**
 * What the project's thread says: its submission; for Ore Compass, the whole story of a rejection (a moderator's
 * status change and message, both without the moderator's name for the creator), the creator's answer, the
 * resubmission and a staff-only note.
 */
async function projectThreadStory(db: Db, demo: QueuedDemo, owner: string, queued: Date): Promise<SeedMessage[]> {
  const submit = (at: Date, from: "draft" | "rejected"): SeedMessage => ({
    author: owner,
    body: { type: "status_change", old_status: from, new_status: "processing" },
    at,
  });
  if (demo.slug !== "ore-compass") return [submit(queued, "draft")];
  const moderator = await userId(db, "demo-moderator");
  const reviewer = await userId(db, "demo-reviewer");
  const first = new Date(queued.getTime() - 7 * DAY);
  const rejected = new Date(first.getTime() + 20 * HOUR);
  return [
    submit(first, "draft"),
    {
      author: moderator,
      hidden: true,
      body: { type: "status_change", old_status: "processing", new_status: "rejected" },
      at: rejected,
    },
    {
      author: moderator,
      hidden: true,
      body: {
        type: "text",
        body: "Thanks for submitting! Before we can approve it:\n\n- choose a **license**\n- say in the description which loaders and Minecraft versions it needs",
      },
      at: new Date(rejected.getTime() + 1),
    },
    {
      author: owner,
      body: { type: "text", body: "Added the MIT license and a compatibility section. Thanks for the quick look!" },
      at: new Date(queued.getTime() - 1000),
    },
    submit(queued, "rejected"),
    {
      author: reviewer,
      body: {
        type: "text",
        body: "Opened the jar: no network calls, only the compass item and its model.",
        private: true,
      },
      at: new Date(queued.getTime() + 3 * HOUR),
    },
  ];
}

/** A small deterministic generator, so every fresh install gets the same history. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/**
 * 30 days of review decisions on the demo catalogue's approved projects: about one and a half a day, by the two
 * demo moderators, each after a wait of a few hours to three days, so "usually reviewed within …" is computed
 * from something. Ore Compass's rejection is one of them. Written once (skipped when any decision exists).
 */
export async function seedReviewHistory(db: Db, now: Date): Promise<number> {
  if ((await db.reviewDecision.count()) > 0) return 0;
  const moderators = (await Promise.all(["demo-moderator", "demo-reviewer"].map((name) => userId(db, name)))).filter(
    (id): id is string => id !== null,
  );
  const approved = await db.project.findMany({
    where: { status: "approved" },
    orderBy: { slug: "asc" },
    select: { id: true },
    take: 45,
  });
  const rand = random(20261126);
  const rows = approved.map((project, index) => {
    // Spread over the window, the newest half a day ago; waits skewed short (most within a day, a few 3 days).
    const decidedAt = new Date(now.getTime() - (0.5 + (index * 29) / Math.max(1, approved.length)) * DAY);
    const wait = (2 + rand() ** 2 * 70) * HOUR;
    return {
      id: newId(),
      projectId: project.id,
      moderatorId: moderators.length ? moderators[index % moderators.length]! : null,
      fromStatus: "processing",
      toStatus: "approved",
      queuedAt: new Date(decidedAt.getTime() - wait),
      decidedAt,
    };
  });
  const oreCompass = await findProject(db, "ore-compass");
  const demo = QUEUED_DEMOS.find((candidate) => candidate.slug === "ore-compass")!;
  if (oreCompass) {
    const first = new Date(now.getTime() - demo.queuedAgo - 7 * DAY);
    rows.push({
      id: newId(),
      projectId: oreCompass.id,
      moderatorId: moderators[0] ?? null,
      fromStatus: "processing",
      toStatus: "rejected",
      queuedAt: first,
      decidedAt: new Date(first.getTime() + 20 * HOUR),
    });
  }
  await db.reviewDecision.createMany({ data: rows });
  return rows.length;
}

interface ReportDemo {
  reporter: string;
  reportType: string;
  itemType: "project" | "version" | "user" | "collection";
  /** The item: a project slug, a project slug whose newest version is meant, a username, a collection's owner. */
  item: string;
  body: string;
  ago: number;
  /** Later messages: the reporter's ("reporter") or a moderator's ("moderator", name hidden from the reporter). */
  thread: readonly { from: "reporter" | "moderator"; text: string; ago: number }[];
  closed?: boolean;
  /** A fixed id, for a report the browser walks open by address (tests/e2e/support/declared-pages.ts). */
  id?: string;
}

/** demo-creator's (closed) report: the walks open /dashboard/report/{id} as demo-creator and the staff page. */
export const DEMO_CREATOR_REPORT_ID = "DemoRep1";

export const REPORT_DEMOS: readonly ReportDemo[] = [
  {
    reporter: "brisk-finch",
    reportType: "name-squatting",
    itemType: "project",
    item: "essentialtools",
    body: "This takes the name of a well-known server plugin without being related to it. Players searching for the original install this by mistake.",
    ago: 2 * DAY,
    thread: [{ from: "reporter", text: "Two people on my server already confused them this week.", ago: 1 * DAY }],
  },
  {
    reporter: "cobalt-badger",
    reportType: "malicious",
    itemType: "version",
    item: "tooltip-tweaks",
    body: "The newest file of this version opens a connection at start-up. From my debug log:\n\n```\n[net] connecting to 203.0.113.7:25565\n```\n\nI have not seen this in earlier versions.",
    ago: 30 * HOUR,
    thread: [
      {
        from: "moderator",
        text: "Thanks, we are looking at the file. Does it also happen in a fresh instance with only this mod?",
        ago: 20 * HOUR,
      },
      { from: "reporter", text: "Yes, same line with only this mod installed.", ago: 18 * HOUR },
    ],
  },
  {
    reporter: "dusky-heron",
    reportType: "spam",
    itemType: "user",
    item: "jolly-quail",
    body: "Posts the same invite link under every project they follow and in their profile bio.",
    ago: 10 * HOUR,
    thread: [],
  },
  {
    reporter: "ember-lynx",
    reportType: "inappropriate",
    itemType: "collection",
    item: "demo-creator",
    body: "The collection's description links to an unrelated shop. Probably a mistake, but worth a look.",
    ago: 4 * HOUR,
    thread: [],
  },
  {
    reporter: "demo-creator",
    id: DEMO_CREATOR_REPORT_ID,
    reportType: "poor description",
    itemType: "project",
    item: "graves",
    body: "The description does not say what happens to experience points when you die.",
    ago: 9 * DAY,
    thread: [
      {
        from: "moderator",
        text: "The creator has added a section on experience to the description. Closing this one, thanks for the report!",
        ago: 7 * DAY,
      },
    ],
    closed: true,
  },
];

/** The reported item's id, or null when the demo catalogue does not have it. */
async function itemId(db: Db, demo: ReportDemo): Promise<string | null> {
  switch (demo.itemType) {
    case "project":
      return (await findProject(db, demo.item))?.id ?? null;
    case "version": {
      const project = await findProject(db, demo.item);
      if (!project) return null;
      const version = await db.version.findFirst({
        where: { projectId: project.id },
        orderBy: { datePublished: "desc" },
        select: { id: true },
      });
      return version?.id ?? null;
    }
    case "user":
      return userId(db, demo.item);
    case "collection": {
      const owner = await userId(db, demo.item);
      if (!owner) return null;
      const collection = await db.collection.findFirst({
        where: { userId: owner, status: "listed" },
        orderBy: { createdAt: "asc" },
        select: { id: true },
      });
      return collection?.id ?? null;
    }
  }
}

/** The demo reports with their threads; returns how many were new. */
export async function seedReports(db: Db, now: Date): Promise<number> {
  const moderator = await userId(db, "demo-moderator");
  let made = 0;
  for (const demo of REPORT_DEMOS) {
    const [reporter, item] = await Promise.all([userId(db, demo.reporter), itemId(db, demo)]);
    if (!reporter || !item) continue;
    const existing = await db.report.findFirst({
      where: { reporterId: reporter, itemType: demo.itemType, itemId: item, reportType: demo.reportType },
      select: { id: true },
    });
    if (existing) continue;
    const created = new Date(now.getTime() - demo.ago);
    const id = demo.id ?? newId();
    await db.report.create({
      data: {
        id,
        reportType: demo.reportType,
        itemType: demo.itemType,
        itemId: item,
        reporterId: reporter,
        body: demo.body,
        created,
        closed: demo.closed ?? false,
        closedAt: demo.closed ? new Date(now.getTime() - (demo.thread.at(-1)?.ago ?? 0)) : null,
      },
    });
    const thread = await createThread(db, { type: "report", reportId: id });
    const messages: SeedMessage[] = demo.thread.map((message) => ({
      author: message.from === "reporter" ? reporter : moderator,
      hidden: message.from === "moderator",
      body: { type: "text", body: message.text },
      at: new Date(now.getTime() - message.ago),
    }));
    if (demo.closed) {
      const at = new Date(now.getTime() - (demo.thread.at(-1)?.ago ?? 0) + 1);
      messages.push({ author: moderator, hidden: true, body: { type: "thread_closure" }, at });
    }
    await appendAll(db, thread.id, messages);
    made++;
  }
  return made;
}
