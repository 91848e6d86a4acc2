import { outbox } from '../lib/mailer';

const CODE = /\b\d{6}\b/;
const LINK = /https?:\/\/\S+\/reset-password\/\S+/;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text = '', className = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** One message: who, what, and the code or reset link picked out so a developer can use it at once. */
function renderMail(mail: ReturnType<typeof outbox>[number]): HTMLLIElement {
  const item = element('li');
  item.append(element('div', `${mail.subject} → ${mail.to}`));
  const link = LINK.exec(mail.text)?.[0];
  const code = link ? undefined : CODE.exec(mail.text)?.[0];
  if (code) item.append(element('div', `Code: ${code}`, 'sim-secret'));
  if (link) {
    const anchor = element('a', 'Open reset link');
    anchor.href = link;
    item.append(anchor);
    item.append(element('div', `Token: ${link.split('/').at(-1) ?? ''}`, 'sim-secret'));
  }
  return item;
}

/** The outbox, newest last (as it was sent). */
export function renderOutbox(list: HTMLOListElement): void {
  const mails = outbox();
  list.replaceChildren(...(mails.length ? mails.map(renderMail) : [element('li', 'No e-mails sent yet.', 'sim-muted')]));
}
