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
}
