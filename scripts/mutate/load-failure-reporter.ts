import type { RunnerTestCase, RunnerTestFile } from 'vitest';
import type { Vitest } from 'vitest/node';
import type { Reporter } from 'vitest/reporters';

/**
 * Stryker's vitest runner (9.6.1, and 10.0.0) builds a mutant's result from the tests vitest
 * collected; a test file that throws while it is collected (a model test generates its paths from
 * the machine at collection time, so a mutant that makes an action throw fails there) has none,
 * and the mutant is reported Survived although the file fails outright under `vitest run`
 * (stryker-js#6150). This reporter, in vitest.mutate.config.ts only, gives each such file one
 * failed test carrying the file's error, so Stryker counts the mutant as killed. It edits the
 * run's own file tasks (vitest.state), which are what the runner reads once the run has ended.
 */
export class LoadFailureAsFailedTest implements Reporter {
  private vitest: Vitest | null = null;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(): void {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== 'fail' || hasFailedTest(file)) continue;
      const loadFailure: Omit<RunnerTestCase, 'context'> = {
        type: 'test',
        id: `${file.id}_collect`,
        name: 'the test file is collected',
        fullName: `${file.name} the test file is collected`,
        mode: 'run',
        meta: {},
        file,
        suite: file,
        timeout: 0,
        annotations: [],
        artifacts: [],
        result: { state: 'fail', errors: file.result.errors ?? [] },
      } as unknown as Omit<RunnerTestCase, 'context'>;
      file.tasks.push(loadFailure as RunnerTestCase);
    }
  }
}

function hasFailedTest(suite: { tasks: RunnerTestFile['tasks'] }): boolean {
  return suite.tasks.some((task) =>
    task.type === 'test' ? task.result?.state === 'fail' : 'tasks' in task && hasFailedTest(task),
  );
}
