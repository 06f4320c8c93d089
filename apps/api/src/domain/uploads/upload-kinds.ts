/**
 * What each kind of upload accepts, by the MIME type `file-type` reads from the file's first
 * bytes (the name and the declared content type are never trusted), and the extension stored.
 */
export const UPLOAD_KINDS = {
  image: { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' },
  pdf: { 'application/pdf': 'pdf' },
  video: { 'video/mp4': 'mp4', 'video/webm': 'webm' },
} as const satisfies Record<string, Record<string, string>>;

export type UploadKind = keyof typeof UPLOAD_KINDS;

/** Size limits of the console's uploads (bytes). */
export const UPLOAD_LIMITS = {
  image: 5 * 1024 * 1024,
  pdf: 20 * 1024 * 1024,
  video: 2 * 1024 * 1024 * 1024,
} as const satisfies Record<UploadKind, number>;

/** The stored extension of a sniffed MIME type, or null when this kind does not accept it. */
export function acceptedExtension(kind: UploadKind, mime: string | undefined): string | null {
  if (!mime) return null;
  const table: Record<string, string> = UPLOAD_KINDS[kind];
  return table[mime] ?? null;
}
