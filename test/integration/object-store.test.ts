/**
 * The local S3 as the avatar code meets it: presigned POST uploads whose signature and policy the
 * store verifies and enforces, presigned GETs that expire, the SDK's header-signed HeadObject,
 * GetObject, ListObjectsV2 and DeleteObject, S3's error codes, CORS, and persistence across a
 * restart. Standalone: its own store on a free port, with a clock the test moves.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startObjectStore, type LocalObjectStore } from '#infra/local/object-store.js';
import { createS3AvatarStorage, type AvatarStorage } from '#lambdas/common/avatar-storage.js';
import { createS3Bucket } from '#lambdas/common/s3-client.js';

const SUB = '0f8f2f7e-1111-4222-8333-944455556666';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let dataDir: string;
let store: LocalObjectStore;
let clockOffsetMs = 0;
let s3: S3Client;
let avatars: AvatarStorage;

const client = (endpoint: string, secretAccessKey = 'local') =>
  new S3Client({ endpoint, forcePathStyle: true, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey } });

async function upload(fields: Record<string, string>, url: string, file = PNG, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'foto.png');
  const response = await fetch(url, { method: 'POST', body: form, headers });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'zapsaude-s3-'));
  store = await startObjectStore({ dataDir, now: () => Date.now() + clockOffsetMs });
  s3 = client(store.endpoint);
  avatars = createS3AvatarStorage({
    bucket: createS3Bucket({ name: store.bucketNames.avatars, s3 }),
  });
});

afterAll(async () => {
  s3.destroy();
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('local object store', () => {
  it('accepts an upload within the policy, with CORS for a loopback origin, and serves it to the SDK', async () => {
    // Prepare
    const post = await avatars.createUpload(SUB, 'image/png');

    // Act
    const response = await upload(post.fields, post.url, PNG, { origin: 'http://localhost:5173' });

    // Assess
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(await avatars.head(post.key)).toMatchObject({ size: PNG.length, contentType: 'image/png' });
    expect(Buffer.from(await avatars.readStart(post.key, 8)).equals(PNG.subarray(0, 8))).toBe(true);
    expect((await avatars.list(SUB)).map((object) => object.key)).toContain(post.key);
  });

  it('refuses an upload once the policy\'s minute has passed', async () => {
    // Prepare
    const post = await avatars.createUpload(SUB, 'image/png');
    clockOffsetMs = 61_000;

    // Act
    const response = await upload(post.fields, post.url).finally(() => (clockOffsetMs = 0));

    // Assess
    expect(response.status).toBe(403);
    expect(response.text).toContain('Policy expired');
  });

  it('refuses a policy edited by the browser (wider size range) with SignatureDoesNotMatch', async () => {
    // Prepare
    const post = await avatars.createUpload(SUB, 'image/png');
    const policy = JSON.parse(Buffer.from(post.fields.Policy!, 'base64').toString('utf8')) as { conditions: unknown[] };
    policy.conditions = policy.conditions.map((condition) =>
      Array.isArray(condition) && condition[0] === 'content-length-range' ? ['content-length-range', 1, 50 * 1024 * 1024] : condition,
    );

    // Act
    const response = await upload({ ...post.fields, Policy: Buffer.from(JSON.stringify(policy)).toString('base64') }, post.url);

    // Assess
    expect(response.status).toBe(403);
    expect(response.text).toContain('<Code>SignatureDoesNotMatch</Code>');
  });

  it('lets a presigned GET expire and refuses requests signed with another secret', async () => {
    // Prepare
    const post = await avatars.createUpload(SUB, 'image/png');
    await upload(post.fields, post.url);
    const url = await getSignedUrl(s3, new GetObjectCommand({ Bucket: store.bucketNames.avatars, Key: post.key }), { expiresIn: 60 });

    // Act
    const fresh = await fetch(url);
    clockOffsetMs = 2 * 60_000;
    const stale = await fetch(url).finally(() => (clockOffsetMs = 0));
    const forger = client(store.endpoint, 'not-the-secret');
    const forged = await forger.send(new ListObjectsV2Command({ Bucket: store.bucketNames.avatars })).catch((error: unknown) => error);

    // Assess
    expect(fresh.status).toBe(200);
    expect(stale.status).toBe(403);
    expect(await stale.text()).toContain('Request has expired');
    expect(forged).toBeInstanceOf(S3ServiceException);
    expect((forged as S3ServiceException).name).toBe('SignatureDoesNotMatch');
    forger.destroy();
  });

  it('copies an upload to a key no policy names, once, keeping its type; a second copy or a missing source writes nothing', async () => {
    // Prepare
    const post = await avatars.createUpload(SUB, 'image/png');
    await upload(post.fields, post.url);

    // Act
    const first = await avatars.accept(SUB, post.key);
    await upload(post.fields, post.url, Buffer.from('<html>trocado</html>'));
    const second = await avatars.accept(SUB, post.key);
    const missing = await avatars.accept(SUB, post.key.replace(/[0-9a-f-]{36}\.png$/, '00000000-0000-4000-8000-000000000000.png'));
    const foreign = await avatars.accept(SUB, `pendentes/${'1'.repeat(8)}-2222-4333-8444-555566667777/x.png`);

    // Assess
    expect(post.key.startsWith(`pendentes/${SUB}/`)).toBe(true);
    expect(first).toEqual({ key: post.key.replace(/^pendentes\//, 'avatars/') });
    expect([second, missing, foreign]).toEqual(['exists', 'missing', 'missing']);
    const final = (first as { key: string }).key;
    expect(await avatars.head(final)).toMatchObject({ size: PNG.length, contentType: 'image/png' });
    expect(Buffer.from(await avatars.readStart(final, PNG.length)).equals(PNG)).toBe(true);
  });

  it('deletes objects and keeps the rest across a restart', async () => {
    // Prepare
    const kept = await avatars.createUpload(SUB, 'image/png');
    const removed = await avatars.createUpload(SUB, 'image/png');
    await upload(kept.fields, kept.url);
    await upload(removed.fields, removed.url);

    // Act
    await avatars.delete(removed.key);
    await store.close();
    store = await startObjectStore({ dataDir, port: store.port });

    // Assess
    const keys = (await avatars.list(SUB)).map((object) => object.key);
    expect(keys).toContain(kept.key);
    expect(keys).not.toContain(removed.key);
    expect(await avatars.head(removed.key)).toBeUndefined();
  });
});
