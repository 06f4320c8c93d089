/** A file the server sent as base64 inside a JSON answer (the code cards' PDF). */
export function base64Blob(base64: string, type: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type });
}
