import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files at a time on the 2-core CI machine: an integration file spends most of its time
    // waiting on PostgreSQL, pg-boss and child processes, so the cores stay busy (vitest's default
    // here would be one, cores − 1). Each file has its own database cloned from the template.
    maxWorkers: Number(process.env.VITEST_WORKERS ?? 2),
    // A worker runs file after file in one module graph instead of importing the server, the engine
    // and the vision models afresh for each file: importing them (tfjs, sharp, MikroORM's entities)
    // and loading the face models cost one to three seconds per file, most of the suite's overhead.
    // Each file still gets its own database (harness.ts) and resets the process caches it depends on.
    isolate: false,
    projects: [
      {
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
