export { announce, previewAnnouncement } from './announce.ts';
export { getMessageChannels, readChannel, saveSmsChannel, saveWhatsAppChannel } from './channels.ts';
export {
  examResultsRevealedJob,
  queueExamResultMessages,
  queueRevealedExamResultMessages,
} from './exam-result.ts';
export { idleStudentsJob, queueIdleStudentMessages } from './idle-students.ts';
export { listMessageJobs } from './list-jobs.ts';
export { listMessages } from './list-messages.ts';
export { optOutByLink, readOptOutLink, tenantOrigin } from './opt-out-link.ts';
export { eventDrafts, queueEventMessages, tenantsWithChannel } from './event-messages.ts';
export type { QuietHours } from './cairo-time.ts';
export { queuePaymentReceiptMessages } from './payment-receipt.ts';
export { subscribeToPush, unsubscribeFromPush, vapidKeys } from './push-subscriptions.ts';
export { queueQuizResultMessages } from './quiz-result.ts';
export { sendMessageJob } from './send-message-job.ts';
export { listTemplates, resetTemplate, saveTemplate } from './templates.ts';
export { queueUnitOpenedMessages, unitsOpenedJob } from './units-opened.ts';
export { receiveWhatsAppWebhook, verifyWhatsAppWebhook } from './whatsapp-webhook.ts';
