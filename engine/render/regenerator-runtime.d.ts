// regenerator-runtime ships no types; importing it only installs globalThis.regeneratorRuntime.
declare module 'regenerator-runtime/runtime.js';
