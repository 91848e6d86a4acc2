// The minified build has the same API as pdf.mjs, whose types it shares.
declare module 'pdfjs-dist/legacy/build/pdf.min.mjs' {
  export * from 'pdfjs-dist/legacy/build/pdf.mjs';
}

// pdf.js's image decoders, as its thread runs them (the JPEG decoder is the one scan-image.ts calls): the few members
// used, as the package ships no types for this build.
declare module 'pdfjs-dist/legacy/image_decoders/pdf.image_decoders.min.mjs' {
  export class JpegImage {
    width: number;
    height: number;
    numComponents: number;
    parse(data: Uint8Array): void;
    getData(options: { width: number; height: number; forceRGB?: boolean; isSourcePDF?: boolean }): Uint8Array;
  }
  // The JBIG2 decoder, given a stream's segments without a file header: the page's bits, a row's bytes at a time, 1
  // for black (scan-image.ts, faxPixels).
  export class Jbig2Image {
    parseChunks(chunks: { data: Uint8Array; start: number; end: number }[]): Uint8ClampedArray | undefined;
  }
}
