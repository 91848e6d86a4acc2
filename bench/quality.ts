// Quality on the families the engine was never tuned to: run by hand, never in the tests (the quality test asserts
// the floors on the same families). `node --import tsx bench/quality.ts [--all]`: the held-out families of the
// generator written apart from the engine (synthetic and, where ../shared/mtsamples is present, real-text bodies);
// --all adds the engine's own and the dev families. Misses are never printed here.
import { measureFamily, qualityFamilies, qualityTable, type FamilyResult } from '../fixtures/charts/quality-families.ts';

const all = process.argv.includes('--all');
const families = qualityFamilies(true).filter((f) => all || f.name.includes('held-out'));
const results: FamilyResult[] = [];
for (const family of families) {
  const started = performance.now();
  results.push({ family, ...(await measureFamily(family)) });
  console.info(`measured ${family.name} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
console.info(qualityTable(results));
