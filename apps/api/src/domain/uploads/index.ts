export { readUploadForm, type ReadUploadFormOptions, type UploadForm } from './read-upload-form.ts';
export {
  discardUpload,
  storeUpload,
  uploadTooLarge,
  type StoredUpload,
  type StoreUploadOptions,
} from './store-upload.ts';
export { acceptedExtension, UPLOAD_KINDS, UPLOAD_LIMITS, type UploadKind } from './upload-kinds.ts';
