import type { UpdateProfileBody, UpdateProfileResponse } from '@dars/core/contract';
import { call } from '../../../shared/api/client.ts';

export function putProfile(body: UpdateProfileBody): Promise<UpdateProfileResponse> {
  return call('updateProfile', body);
}
