import { failNext, setLatency } from '../lib/controls';
import { resetSimulator } from '../lifecycle';
import { devPanelCss } from './dev-panel-style';
import { renderOutbox } from './outbox-list';

const LATENCIES = [0, 500, 2000];
const REFRESH_MS = 1000;

function button(label: string, onClick: () => void): HTMLButtonElement {
  const node = document.createElement('button');
  node.type = 'button';
  node.textContent = label;
  node.addEventListener('click', onClick);
  return node;
}

function latencySelect(): HTMLLabelElement {
  const label = document.createElement('label');
  label.textContent = 'Latency ';
  const select = document.createElement('select');
  for (const ms of LATENCIES) select.append(new Option(ms ? `${ms} ms` : 'none', String(ms)));
  select.addEventListener('change', () => setLatency(Number(select.value)));
  label.append(select);
  return label;
}

/**
 * The simulator's dev panel: a small button at the end of the page, after the app (in the flow, so it never covers
 * the portal, and last in the tab order); open, it shows the outbox with codes and reset links, latency and
 * one-shot failure switches, and Reset.
 */
export function mountDevPanel(): void {
  const style = document.createElement('style');
  style.textContent = devPanelCss;
  const root = document.createElement('section');
  root.id = 'sim-dev-panel';
  root.setAttribute('aria-label', 'Simulator dev panel');

  const body = document.createElement('div');
  body.className = 'sim-body';
  body.id = 'sim-dev-panel-body';
  body.hidden = true;
  const title = document.createElement('h2');
  title.textContent = 'Simulator';
  const status = document.createElement('p');
  status.className = 'sim-muted';
  status.setAttribute('role', 'status');
  const controls = document.createElement('div');
  controls.className = 'sim-row';
  controls.append(
    latencySelect(),
    button('Fail next request', () => {
      failNext('POST', '/api/v1/', 500);
      status.textContent = 'The next POST answers 500.';
    }),
    button('Reset data', () => {
      void resetSimulator().then(() => (status.textContent = 'Simulator reset to the seed.'));
    }),
  );
  const outboxTitle = document.createElement('h2');
  outboxTitle.textContent = 'Outbox';
  const list = document.createElement('ol');
  body.append(title, controls, status, outboxTitle, list);

  let timer: ReturnType<typeof setInterval> | undefined;
  const toggle = button('Simulator', () => {
    body.hidden = !body.hidden;
    toggle.setAttribute('aria-expanded', String(!body.hidden));
    clearInterval(timer);
    if (body.hidden) return;
    renderOutbox(list);
    timer = setInterval(() => renderOutbox(list), REFRESH_MS);
  });
  toggle.className = 'sim-toggle';
  toggle.setAttribute('aria-expanded', 'false');
  toggle.setAttribute('aria-controls', body.id);

  root.append(body, toggle);
  document.head.append(style);
  document.body.append(root);
}
