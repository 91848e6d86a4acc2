import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

async function boot(): Promise<void> {
  // Simulator builds start the in-browser backend first; real builds drop this branch entirely.
  if (import.meta.env.VITE_SIMULATOR === 'true') {
    const { startSimulator } = await import('../simulator/browser');
    await startSimulator();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
