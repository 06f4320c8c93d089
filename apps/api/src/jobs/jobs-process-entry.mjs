// The jobs process's entry (jobs-process.ts): it loads the TypeScript sources through tsx, as
// scripts/start.mjs does for the server, whichever way the server itself was started.
import { register } from 'tsx/esm/api';

register();
await import('./jobs-process-main.ts');
