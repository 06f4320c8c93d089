import { STORAGE_KEYS } from '@dars/core/rules';

/** The signed-in student as kept in local storage (the password is never stored). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  /** Taken from the server's academicYear, e.g. `Secondary1`. */
  grade: string;
  phoneNumber: string;
  parentPhone?: string;
  imagePath?: string | null;
  enrolledCourses: string[];
}

export interface Session {
  token: string;
  user: SessionUser;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: Session | null | undefined;

function readStored(): Session | null {
  if (typeof localStorage === 'undefined') return null; // rendering on the server
  const token = localStorage.getItem(STORAGE_KEYS.authToken);
  const rawUser = localStorage.getItem(STORAGE_KEYS.currentUser);
  const flag = localStorage.getItem(STORAGE_KEYS.isAuthenticated);
  if (!token || !rawUser || flag !== 'true') return null;
  try {
    const user = JSON.parse(rawUser) as SessionUser;
    if (!user || typeof user.id !== 'string') return null;
    return { token, user };
  } catch {
    return null;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** Current session, or null. The object identity is stable until the session changes. */
export function getSession(): Session | null {
  if (cached === undefined) cached = readStored();
  return cached;
}

export function getToken(): string | null {
  if (typeof localStorage === 'undefined') return null; // rendering on the server
  return getSession()?.token ?? localStorage.getItem(STORAGE_KEYS.authToken);
}

export function setSession(session: Session): void {
  localStorage.setItem(STORAGE_KEYS.authToken, session.token);
  localStorage.setItem(STORAGE_KEYS.currentUser, JSON.stringify(session.user));
  localStorage.setItem(STORAGE_KEYS.isAuthenticated, 'true');
  localStorage.setItem(STORAGE_KEYS.userId, session.user.id);
  cached = session;
  endedByExpiry = false;
  emit();
}

export function setToken(token: string): void {
  const current = getSession();
  localStorage.setItem(STORAGE_KEYS.authToken, token);
  if (current) {
    cached = { ...current, token };
    emit();
  }
}

export function updateSessionUser(user: SessionUser): void {
  const current = getSession();
  if (!current) return;
  setSession({ ...current, user });
}

let endedByExpiry = false;

/** Whether the last session ended because the server no longer accepted it (not a logout). */
export function sessionEndedByExpiry(): boolean {
  return endedByExpiry;
}

/**
 * Removes token, user, flag and user id. The device id is kept on purpose. `expired`: the server
 * refused the session (the login page then says why the student is there).
 */
export function clearSession(options: { expired?: boolean } = {}): void {
  const hadSession = getSession() !== null;
  if (hadSession) endedByExpiry = options.expired === true;
  localStorage.removeItem(STORAGE_KEYS.authToken);
  localStorage.removeItem(STORAGE_KEYS.currentUser);
  localStorage.removeItem(STORAGE_KEYS.isAuthenticated);
  localStorage.removeItem(STORAGE_KEYS.userId);
  cached = null;
  if (hadSession) emit();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forget the in-memory copy (tests, and the `storage` event from other tabs). */
export function reloadSession(): void {
  cached = undefined;
  emit();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values(STORAGE_KEYS).includes(event.key as never)) reloadSession();
  });
}

/** The server's UserInfo, as far as the client uses it. */
export interface ServerUserInfo {
  id: string;
  name?: string | null;
  userName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  parentPhone?: string | null;
  imagePath?: string | null;
  academicYear?: string | null;
}

export function toSessionUser(info: ServerUserInfo, previous?: SessionUser | null): SessionUser {
  return {
    id: info.id,
    name: info.name ?? info.userName ?? previous?.name ?? '',
    email: info.email ?? previous?.email ?? '',
    grade: info.academicYear ?? previous?.grade ?? '',
    phoneNumber: info.phoneNumber ?? previous?.phoneNumber ?? '',
    parentPhone: info.parentPhone ?? previous?.parentPhone ?? '',
    imagePath: info.imagePath ?? previous?.imagePath ?? null,
    enrolledCourses: previous?.enrolledCourses ?? [],
  };
}
