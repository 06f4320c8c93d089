import type { ChangePasswordBody, EndpointResponse } from '@dars/core/contract';
import { call } from '../../../shared/api/client.ts';

export function postChangePassword(body: ChangePasswordBody): Promise<EndpointResponse<'changePassword'>> {
  return call('changePassword', body);
}
