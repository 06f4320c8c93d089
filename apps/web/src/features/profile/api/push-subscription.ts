import type { PushSubscriptionBody } from '@dars/core/contract';
import { call } from '../../../shared/api/client.ts';

/**
 * This browser's Web Push subscription (W3C Push API) for the installed app's service worker,
 * kept in step with the server: turning on asks the student's permission, subscribes with the
 * tenant's VAPID public key and stores the subscription; turning off forgets it on both sides.
 */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

function supported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The worker the app registered (apps/web/src/boot.ts); none in development builds. */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return supported() ? navigator.serviceWorker.getRegistration() : undefined;
}

export async function readPushState(): Promise<PushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return (await worker.pushManager.getSubscription()) ? 'on' : 'off';
}

/** base64url (the server's key) → the bytes `applicationServerKey` takes */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

export async function turnPushOn(): Promise<PushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const answer = await call('pushPublicKey', {});
  if (!answer.data) throw new Error('no push key');
  // a subscription made with another key (another server) cannot be reused
  await (await worker.pushManager.getSubscription())?.unsubscribe();
  const subscription = await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(answer.data.publicKey),
  });
  try {
    await call('subscribePush', subscription.toJSON() as PushSubscriptionBody);
  } catch (error) {
    await subscription.unsubscribe();
    throw error;
  }
  return 'on';
}

export async function turnPushOff(): Promise<PushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  const subscription = await worker.pushManager.getSubscription();
  if (subscription) {
    await call('unsubscribePush', { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return 'off';
}
