// s3rver (a local S3-compatible server for the storage tests) ships no types: the part the tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  type Options = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string; configs: string[] }[];
  };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
