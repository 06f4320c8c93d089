import { TEACHER_ENDPOINT_ROUTES, type TeacherEndpointName } from '@dars/core/contract/teacher-routes';
import { callRoute, type CallArgs } from './client.ts';

/** Saves a file the browser holds under `name` (the browser's own download). */
export function saveBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // revoked later: some browsers read the link's file after click() returns
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads the file a console endpoint answers (an export, the quiz template) and saves it as
 * `fileName`. The call goes through the typed client like every other: the session's headers,
 * and one refresh and retry when the access token has expired.
 */
export async function downloadTeacherFile<N extends TeacherEndpointName>(
  name: N,
  args: CallArgs<N>,
  fileName: string,
): Promise<void> {
  saveBlob(fileName, await callRoute<Blob>(TEACHER_ENDPOINT_ROUTES[name], args, { blob: true }));
}
