/** The usual answer shape (backend-facts §Envelope). */
export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T | null;
}
