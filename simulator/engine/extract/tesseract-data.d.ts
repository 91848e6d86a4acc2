// @tesseract.js-data/eng ships no typings; it exports where its English model lies on disk.
declare module '@tesseract.js-data/eng' {
  const data: { code: string; gzip: boolean; langPath: string };
  export default data;
}
