/**
 * A reason the server cannot start that the operator can fix: which path, what is wrong, what to
 * do, in Chinese and English (an operator reads the log, maybe not Chinese). runMain prints the
 * message alone, without a stack trace, and exits non-zero (server/run-main.ts).
 */
export interface ProblemText {
  zh: string;
  en: string;
}

export class StartupProblem extends Error {
  override readonly name = 'StartupProblem';

  constructor(
    readonly path: string,
    readonly what: ProblemText,
    readonly fix: ProblemText,
    options?: { cause?: unknown },
  ) {
    super(
      [
        `无法启动：${path}：${what.zh}`,
        `处理办法：${fix.zh}`,
        `Cannot start: ${path}: ${what.en}`,
        `What to do: ${fix.en}`,
      ].join('\n'),
      options,
    );
  }
}
