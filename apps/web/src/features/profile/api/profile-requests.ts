import type { ChangePasswordBody, UpdateProfileBody, UpdateProfileResponse } from '@dars/core/contract';
import { apiFetch } from '../../../shared/api/client.ts';
import type { Envelope } from '../../../shared/api/envelope.ts';

export function putProfile(body: UpdateProfileBody): Promise<UpdateProfileResponse> {
  return apiFetch<UpdateProfileResponse>('/api/Auth/profile', { method: 'PUT', body });
}

export function postChangePassword(body: ChangePasswordBody): Promise<Envelope<null>> {
  return apiFetch<Envelope<null>>('/api/Auth/ChangePassword', { method: 'POST', body });
}
