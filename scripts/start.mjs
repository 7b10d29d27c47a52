// `npm start`: install what is missing, build what is stale, then run the server, which migrates,
// seeds and serves the API and the web app on PORT (default 3000).
import { spawn } from 'node:child_process';
import { ROOT, SERVER_ENTRY, ensureDependencies, ensureWebBuild } from './lib/workspace.mjs';

ensureDependencies();
ensureWebBuild();

const server = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
