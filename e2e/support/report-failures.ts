import { beforeEach } from 'vitest';
import { describeOpenPages } from './browser';

/*
 * After a failed browser test, the log says what the open pages were waiting for (requests sent
 * and not answered, console errors, failed requests). A navigation that never finished is
 * otherwise only "Timeout 30000ms exceeded", with no hint whether the page, the shop or a
 * request was stuck. The shop's own warnings appear beside it (global-setup.ts).
 */
beforeEach((context) => {
  context.onTestFailed(() => {
    process.stderr.write(`\n--- open pages after "${context.task.name}" failed (${new Date().toISOString()}):\n${describeOpenPages()}\n\n`);
  });
});
