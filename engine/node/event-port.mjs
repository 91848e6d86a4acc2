// pdf.js's side of a message channel (postMessage, add/removeEventListener, the listener's abort signal) over a
// Node Worker or MessagePort. Plain JavaScript: the pdf.js thread's entry loads it without a TypeScript loader.
// pdf.js adds a listener per document and removes it, or aborts its signal, when the document closes; a thread
// that serves many documents must honour both.

/** @param {import('node:worker_threads').Worker | import('node:worker_threads').MessagePort} target */
export function eventPort(target) {
  const handlers = new Map();
  const port = {
    postMessage: (message, transfer) => target.postMessage(message, transfer),
    addEventListener(_type, listener, options) {
      const handler = (data) => listener({ data });
      handlers.set(listener, handler);
      target.on('message', handler);
      options?.signal?.addEventListener('abort', () => port.removeEventListener('message', listener));
    },
    removeEventListener(_type, listener) {
      const handler = handlers.get(listener);
      if (handler) target.off('message', handler);
      handlers.delete(listener);
    },
  };
  return port;
}
