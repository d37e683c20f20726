/**
 * The part of the S3 SDK that storage.ts uses, loaded with `await import()` on the first read or
 * write. A dynamic import keeps every export of its target, so it targets this module and not the
 * package: the bundle then carries these commands only, not all of S3's.
 */
export { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
