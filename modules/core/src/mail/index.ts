export { listMail, sendMail } from "./send-mail";
export type { MailMessageInput } from "./send-mail";
