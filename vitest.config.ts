import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/api', 'apps/web', 'scripts'],
    // Vitest's default is one file at a time on 2 cores (CPUs − 1), while a file of the API's
    // spends much of its time waiting on fsyncs, PostgreSQL and child processes: two at a time
    // took the suite from 757 s to 601 s on CI's machine
    maxWorkers: 2,
  },
});
