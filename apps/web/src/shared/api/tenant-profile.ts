import type { TenantProfile } from '@dars/core/contract';
import { ApiError, call } from './client.ts';
import { useResource } from './resource-cache.ts';

export async function fetchTenantProfile(): Promise<TenantProfile> {
  const answer = await call('tenantProfile');
  if (!answer?.data) throw new ApiError(404, answer?.message ?? '', answer);
  return answer.data;
}

/** The teacher's texts and figures (home, about, footer); cached 5 minutes. */
export function useTenantProfile() {
  return useResource('tenant-profile', fetchTenantProfile);
}
