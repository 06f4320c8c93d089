import { Upload } from 'tus-js-client';
import { TEACHER_ENDPOINT_ROUTES } from '@dars/core/contract/teacher-routes';
import { baseHeaders, buildUrl, refreshAccessToken } from '../../../shared/api/client.ts';

export interface VideoUploadHandlers {
  onProgress(percent: number): void;
  onDone(uploadId: string): void;
  onError(error: Error): void;
}

/**
 * Sends a video file with the tus protocol in 8 MB requests: a dropped connection is retried and
 * the upload resumes from the offset the server reports (also after a page reload, through the
 * fingerprint tus-js-client keeps in localStorage). Answers a function that pauses it.
 */
export function startVideoUpload(file: File, handlers: VideoUploadHandlers): () => void {
  const upload = new Upload(file, {
    endpoint: new URL(
      buildUrl(TEACHER_ENDPOINT_ROUTES.teacherVideoUploadCreate.path),
      window.location.href,
    ).toString(),
    chunkSize: 8 * 1024 * 1024,
    retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
    removeFingerprintOnSuccess: true,
    metadata: { filename: file.name, filetype: file.type },
    onBeforeRequest(request) {
      // a fresh token on every request: a long upload outlives one access token
      for (const [name, value] of Object.entries(baseHeaders())) request.setHeader(name, value);
    },
    onShouldRetry(error) {
      const status = error.originalResponse?.getStatus() ?? 0;
      // an expired access token: refresh it; the retry's onBeforeRequest sends the new one
      if (status === 401) void refreshAccessToken().catch(() => undefined);
      return status === 0 || status === 401 || status === 409 || status === 423 || status >= 500;
    },
    onProgress(sent, total) {
      handlers.onProgress(total ? Math.floor((sent / total) * 100) : 0);
    },
    onSuccess() {
      handlers.onDone(upload.url?.split('/').pop() ?? '');
    },
    onError(error) {
      handlers.onError(error);
    },
  });
  void upload.findPreviousUploads().then((previous) => {
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    upload.start();
  });
  return () => void upload.abort();
}
