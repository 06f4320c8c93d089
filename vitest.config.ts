import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/api', 'apps/web', 'scripts'],
  },
});
