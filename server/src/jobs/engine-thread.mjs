// The worker thread's entry. Node 20 does not apply `--import tsx` module hooks inside worker threads (the ESM
// loader of a worker ignores them), so the thread registers tsx itself before it loads the TypeScript task.
import { register } from 'tsx/esm/api';

register();
const { default: runEngineTask } = await import('./engine-worker.ts');

export default runEngineTask;
