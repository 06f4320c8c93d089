export { readUploadForm, type ReadUploadFormOptions, type UploadForm } from './read-upload-form.ts';
export {
  adoptFile,
  discardUpload,
  storeUpload,
  uploadTooLarge,
  type StoredUpload,
  type StoreUploadOptions,
} from './store-upload.ts';
export { acceptedExtension, UPLOAD_KINDS, UPLOAD_LIMITS, type UploadKind } from './upload-kinds.ts';
export { readVideoDuration } from './video-duration.ts';
export { readZipEntries } from './read-zip.ts';
