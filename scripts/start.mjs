// npm start: install what is missing, then serve the portal with its in-browser simulator (PORT respected).
import { ensureDependencies } from './lib/ensure.mjs';
import { run } from './lib/run.mjs';

if (!(await ensureDependencies())) process.exit(1);
const port = process.env.PORT ?? '5173';
console.log(`HealthCare Portal with the simulator: http://localhost:${port}`);
process.exit(await run('npx', ['vite', '--mode', 'simulator', '--port', port]));
