import { defineConfig } from 'vitest/config';

const INTEGRATION = {
  environment: 'node' as const,
  globalSetup: ['tests/integration/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
const ALONE = ['tests/integration/vision-processes.test.ts'];

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
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], exclude: ALONE, ...INTEGRATION },
      },
      // A file that asserts what its own process has loaded (a model, a native library) runs in a process
      // of its own: after other files in the same worker, the module graph holds what they loaded.
      {
        test: { name: 'integration-alone', include: ALONE, isolate: true, ...INTEGRATION },
      },
    ],
  },
});
