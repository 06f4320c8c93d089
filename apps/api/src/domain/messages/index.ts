export { announce } from './announce.ts';
export { getMessageChannels, saveSmsChannel, saveWhatsAppChannel } from './channels.ts';
export { listMessages } from './list-messages.ts';
export { subscribeToPush, unsubscribeFromPush, vapidKeys } from './push-subscriptions.ts';
export { queueQuizResultMessages } from './quiz-result.ts';
export { sendMessageJob } from './send-message-job.ts';
export { receiveWhatsAppWebhook, verifyWhatsAppWebhook } from './whatsapp-webhook.ts';
