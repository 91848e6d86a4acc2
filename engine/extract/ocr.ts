import type { GrayImage } from './page-image.ts';

/** A recognised word or line with its box in image pixels. */
export interface OcrLine {
  text: string;
  left: number;
  top: number;
  right: number;
  height: number;
}

export interface OcrResult {
  lines: OcrLine[];
  /** 0..1 */
  confidence: number;
}

/** The seam for optical character recognition, so the pipeline never depends on one recogniser or its loading. */
export interface OcrEngine {
  /** how many pages it recognises at once (1 when left out): extraction keeps that many in flight */
  concurrency?: number;
  recognize(image: GrayImage): Promise<OcrResult>;
  terminate(): Promise<void>;
}
