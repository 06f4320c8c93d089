/** Local-storage keys fixed by the spec (§3); other code must not invent new spellings. */
export const STORAGE_KEYS = {
  token: 'auth_token',
  currentUser: 'currentUser',
  isAuthenticated: 'isAuthenticated',
  userId: 'user_id',
  deviceId: 'app_device_id',
} as const;
