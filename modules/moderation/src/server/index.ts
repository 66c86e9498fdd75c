// Public services of the moderation module, for modules that list it in dependsOn.
// Threads: read as a viewer may, send, delete, a project's thread on first use, status changes recorded.
export {
  threadForViewer,
  threadsForViewer,
  projectThreadForViewer,
  THREAD_IDS_MAX,
} from "./services/threads/thread-read";
export type { ThreadMemberView, ThreadMessageView, ThreadView } from "./services/threads/thread-read";
export { sendThreadMessage, deleteThreadMessage } from "./services/threads/thread-send";
export type { SendMessageInput } from "./services/threads/thread-send";
export { ensureProjectThread } from "./services/threads/project-thread";
export { recordStatusChange } from "./services/threads/status-change";
export { threadAccess, findThreadSubject } from "./services/threads/thread-access";
export type { ThreadAccess, ThreadSubject } from "./services/threads/thread-access";
// Reports: filing (one open per reporter and item), reading as reporter or staff, close/reopen/reply, the counts.
export { REPORT_ITEM_TYPES, REPORT_REASONS, REPORT_BODY_MAX } from "./services/reports/report-rules";
export type { ReportItemType, ReportReason } from "./services/reports/report-rules";
export { getReport, getReports, listReports, openReportCount, findOpenReport } from "./services/reports/report-reads";
export type { ReportView, ReportListOptions } from "./services/reports/report-reads";
export {
  createReport,
  deleteReport,
  editReportBody,
  postReportMessage,
  setReportClosed,
} from "./services/reports/report-writes";
export { reportPage, reportListPage, openReportFor } from "./services/reports/report-pages";
