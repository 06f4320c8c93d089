import type { Contact } from '@dars/core/contract';
import { call } from './client.ts';
import { useResource } from './resource-cache.ts';

export async function fetchContact(): Promise<Contact | null> {
  const answer = await call('contacts');
  // The first item of the list is the one shown.
  return answer?.data?.[0] ?? null;
}

/** Contact record (social links, WhatsApp number); cached 5 minutes. */
export function useContact() {
  return useResource('contact', fetchContact);
}
