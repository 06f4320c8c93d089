import type { TenantProfile, TenantProfileResponse } from '@dars/core/contract';
import { apiFetch } from './client.ts';
import { useResource } from './resource-cache.ts';

export async function fetchTenantProfile(): Promise<TenantProfile> {
  const answer = await apiFetch<TenantProfileResponse>('/api/Tenant/profile');
  if (!answer?.data) throw new Error(answer?.message || 'No data received from API');
  return answer.data;
}

/** The teacher's texts and figures (home, about, footer); cached 5 minutes. */
export function useTenantProfile() {
  return useResource('tenant-profile', fetchTenantProfile);
}
