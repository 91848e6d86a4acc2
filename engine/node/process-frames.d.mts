export declare function frameParts(id: number, message: unknown, parts?: readonly Uint8Array[]): Uint8Array[];

export declare class FrameReader {
  constructor(onFrame: (id: number, message: never, bytes: Buffer) => void);
  push(chunk: Buffer): void;
}
