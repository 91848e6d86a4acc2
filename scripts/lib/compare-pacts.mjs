import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** How many interactions the pact files of a folder hold. */
export const countInteractions = (dir) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .reduce((sum, file) => sum + (JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')).interactions?.length ?? 0), 0);

/** Multipart boundaries are random on every run; everything else in a pact must match the committed one. */
function normalise(pact) {
  for (const interaction of pact.interactions ?? []) {
    const type = interaction.request?.headers?.['Content-Type']?.[0] ?? '';
    if (!type.startsWith('multipart/form-data')) continue;
    interaction.request.headers['Content-Type'] = ['multipart/form-data; boundary=*'];
    if (interaction.request.body) interaction.request.body.content = '*';
  }
  delete pact.metadata;
  return JSON.stringify(pact);
}

/** The names of pact files whose fresh copy differs from the committed one (or exists on one side only). */
export function stalePacts(committedDir, freshDir) {
  const names = (dir) => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : []);
  const all = new Set([...names(committedDir), ...names(freshDir)]);
  return [...all].filter((name) => {
    const [committed, fresh] = [committedDir, freshDir].map((dir) => `${dir}/${name}`);
    if (!existsSync(committed) || !existsSync(fresh)) return true;
    return normalise(JSON.parse(readFileSync(committed, 'utf8'))) !== normalise(JSON.parse(readFileSync(fresh, 'utf8')));
  });
}
