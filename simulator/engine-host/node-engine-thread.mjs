// The Node host's engine thread entry. Node 20 does not apply `--import tsx` inside worker threads, so the thread
// registers tsx itself before it loads the TypeScript that runs the jobs.
import { register } from 'tsx/esm/api';

register();
await import('./node-engine-thread.ts');
