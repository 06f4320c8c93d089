export { findFfmpeg } from './ffmpeg-binary.ts';
export { queueLessonVideo, findLessonVideo, findReadyLessonVideo, hlsLocation } from './lesson-video.ts';
export { transcodeLessonVideo } from './transcode-lesson-video.ts';
export { startVideoPlayback, renewVideoKeyUrl, type PlaybackSigners } from './start-playback.ts';
export { recordViewProgress } from './record-view-progress.ts';
export { releaseVideoKey } from './release-video-key.ts';
export {
  checkVideoKeyQuery,
  signVideoKeyPath,
  videoKeySigningKey,
  VIDEO_KEY_PREFIX,
} from './video-key-url.ts';
export { queueLessonVideoTranscode, transcodeVideoJob } from './transcode-job.ts';
export { bunnyStatusJob, bunnyUploadJob, queueLessonVideoForBunny } from './bunny-job.ts';
export {
  activeBunnySettings,
  readBunnySettings,
  saveBunnySettings,
  maskedBunnySettings,
} from './video-host-settings.ts';
export { uploadedVideoQueuer } from './queue-uploaded-video.ts';
