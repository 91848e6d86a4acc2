// Quality on the families the engine was never tuned to: run by hand, never in the tests (the quality test asserts
// the floors on the same families). `node --import tsx bench/quality.ts [--all]`: the held-out families of the
// generator written apart from the engine (synthetic and, where ../shared/mtsamples is present, real-text bodies)
// and the held-out real PDF sets beside them; --all adds the engine's own and the dev families and the real dev sets.
// QUALITY_SKIP_HELDOUT=1 leaves every held-out family and set out. Misses are never printed here.
import { existsSync } from 'node:fs';
import { measureFamily, qualityFamilies, qualityTable, type FamilyResult } from '../fixtures/charts/quality-families.ts';
import { measureFolder, SETS } from '../fixtures/real-pdfs/real-sets.ts';

const all = process.argv.includes('--all');
const skipHeldOut = Boolean(process.env.QUALITY_SKIP_HELDOUT);
const wanted = (heldOut: boolean) => (heldOut ? !skipHeldOut : all);
const families = qualityFamilies(!skipHeldOut).filter((f) => wanted(f.name.includes('held-out')));
const results: FamilyResult[] = [];
for (const family of families) {
  const started = performance.now();
  results.push({ family, ...(await measureFamily(family)) });
  console.info(`measured ${family.name} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
if (results.length > 0) console.info(qualityTable(results));

// Real documents, with the figures: totals only, whatever the set.
console.info('Real PDF sets (boundary F1, header figures as shares of the notes, unsigned precision / recall)');
for (const set of SETS.filter((s) => wanted(s.heldOut === true))) {
  if (!existsSync(`${set.folder}truth.json`)) {
    console.info(`  ${set.name}: skipped, ${set.folder} is absent`);
    continue;
  }
  const { rates, byPages, summary } = await measureFolder(set.folder);
  console.info(`  ${set.name} (${summary}): ${rates}\n    ${byPages}`);
}
