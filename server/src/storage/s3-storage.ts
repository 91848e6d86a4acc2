import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { isStorageKey, type FileStorage } from './storage.ts';

export type S3Options = {
  bucket: string;
  /** Any S3-compatible store (MinIO, Ceph...): its URL; left out for AWS itself. */
  endpoint?: string;
  region: string;
  /** Left out to take AWS's usual credential chain (environment, instance role...). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

// S3's smallest part; one part is filled while the one before it is sent, so a put holds about two parts at most.
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_SENT_AT_ONCE = 1;

/**
 * Files in an S3 bucket. A put streams: a body smaller than one part is one PutObject, a larger one a multipart
 * upload (lib-storage) that S3 makes visible only when it completes, and aborts when the stream fails; either way a
 * reader never sees half a file. The bucket stays private and every read goes through the server's owner checks.
 */
export function s3Storage(options: S3Options): FileStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const Bucket = options.bucket;
  const checked = (key: string) => {
    // Keys are the server's own; a bad one is a bug, never something to send to the store.
    if (!isStorageKey(key)) throw new TypeError('Not a storage key');
    return key;
  };
  const missingAsNull = async <T>(call: () => Promise<T>): Promise<T | null> => {
    try {
      return await call();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  const size = (key: string) =>
    missingAsNull(async () => (await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }))).ContentLength ?? 0);

  return {
    bufferPerWrite: (PARTS_SENT_AT_ONCE + 1) * PART_BYTES,
    async put(key, data) {
      const upload = new Upload({
        client,
        params: { Bucket, Key: checked(key), Body: data },
        partSize: PART_BYTES,
        queueSize: PARTS_SENT_AT_ONCE,
      });
      await upload.done();
    },
    async get(key, range) {
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      const answer = await missingAsNull(() => client.send(new GetObjectCommand({ Bucket, Key: checked(key), Range })));
      if (!answer?.Body) return null;
      // One request: a ranged answer names the whole size in Content-Range ("bytes 0-9/100").
      const total = range ? Number(/\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1]) : (answer.ContentLength ?? 0);
      // A store that leaves Content-Range out is asked once more.
      return { stream: answer.Body as Readable, size: Number.isFinite(total) ? total : ((await size(key)) ?? 0) };
    },
    async read(key) {
      const answer = await missingAsNull(() => client.send(new GetObjectCommand({ Bucket, Key: checked(key) })));
      return answer?.Body ? new Uint8Array(await answer.Body.transformToByteArray()) : null;
    },
    size,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async clear() {
      for (;;) {
        const listed = await client.send(new ListObjectsV2Command({ Bucket, MaxKeys: 1000 }));
        const keys = (listed.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
        if (keys.length === 0) return;
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys } }));
      }
    },
  };
}
