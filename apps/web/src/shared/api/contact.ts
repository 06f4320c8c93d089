import type { Contact, ContactListResponse } from '@dars/core/contract';
import { apiFetch } from './client.ts';
import { useResource } from './resource-cache.ts';

export async function fetchContact(): Promise<Contact | null> {
  const answer = await apiFetch<ContactListResponse>('/api/Contact/getAll');
  // The spec uses the first item of the list.
  return answer?.data?.[0] ?? null;
}

/** Contact record (social links, WhatsApp number); cached 5 minutes. */
export function useContact() {
  return useResource('contact', fetchContact);
}
