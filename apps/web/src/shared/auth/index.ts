export { AuthProvider } from './AuthProvider.tsx';
export { useAuth, type AuthContextValue } from './auth-context.ts';
export { STORAGE_KEYS } from '@dars/core/rules';
export { deviceId } from './device-id.ts';
export {
  getSession,
  getToken,
  clearSession,
  sessionEndedByExpiry,
  type Session,
  type SessionUser,
} from './session.ts';
