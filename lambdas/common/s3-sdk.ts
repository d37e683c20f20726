/**
 * The part of the S3 SDK the handlers use, loaded with `await import()` by s3-client.ts on the first
 * S3 call. A dynamic import keeps every export of its target, so it targets this module and not the
 * packages: the bundle then carries these commands and presigners only, not all of S3's.
 */
export {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
export { createPresignedPost } from '@aws-sdk/s3-presigned-post';
export { getSignedUrl } from '@aws-sdk/s3-request-presigner';
