import react from '@vitejs/plugin-react';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { serveEngineAssets } from './simulator/build/serve-engine-assets';
import { serveSeedFiles } from './simulator/build/serve-seed-files';

/**
 * A strict Content-Security-Policy for built apps: no third-party origins, no inline script, no eval.
 * Styles allow 'unsafe-inline' because styled-components injects <style> tags; WebAssembly (OCR) needs
 * 'wasm-unsafe-eval', which permits compiling wasm and nothing else. Dev mode is left without it
 * because Vite's client injects inline scripts.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const contentSecurityPolicy = (): Plugin => ({
  name: 'content-security-policy',
  apply: 'build',
  transformIndexHtml: () => [
    { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' },
  ],
});

/**
 * Builds for a real server carry no simulator code. main.tsx imports the simulator only when VITE_SIMULATOR is
 * set, but a dead dynamic import is still bundled (with the engine's worker), so outside simulator mode the
 * import resolves to a module that has nothing in it.
 */
const SIMULATOR_ENTRY = /(^|\/)simulator\/browser(\.ts)?$/;
const NO_SIMULATOR = '\0no-simulator';
const withoutSimulator = (): Plugin => ({
  name: 'without-simulator',
  enforce: 'pre',
  resolveId: (source) => (SIMULATOR_ENTRY.test(source) ? NO_SIMULATOR : null),
  load: (id) =>
    id === NO_SIMULATOR ? 'export async function startSimulator() { throw new Error("This build has no simulator."); }' : null,
});

/**
 * MSW's service worker (public/mockServiceWorker.js, which `msw init` keeps there) belongs to the simulator build only:
 * every other build leaves it out, so no real deployment can have its requests intercepted (issue 11, point 16).
 */
const SERVICE_WORKER_FILE = 'mockServiceWorker.js';
const withoutServiceWorker = (): Plugin => {
  let outDir = '';
  return {
    name: 'without-service-worker',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: () => rmSync(resolve(outDir, SERVICE_WORKER_FILE), { force: true }),
  };
};

const port = Number(process.env.PORT ?? 5173);

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    contentSecurityPolicy(),
    serveEngineAssets({ mode: 'simulator' }),
    serveSeedFiles({ mode: 'simulator' }),
    ...(mode === 'simulator' ? [] : [withoutSimulator(), withoutServiceWorker()]),
  ],
  resolve: { alias: { '@': resolve(__dirname, 'src'), '@sim': resolve(__dirname, 'simulator') } },
  server: { port, strictPort: true, host: true },
  preview: { port, strictPort: true, host: true },
  worker: { format: 'es' },
  // No modulepreload polyfill: every browser the es2022 target needs has modulepreload or loads the chunks anyway.
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1500, modulePreload: { polyfill: false } },
}));
