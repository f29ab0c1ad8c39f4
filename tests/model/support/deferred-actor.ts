/**
 * A promise actor whose every invocation waits until the test settles it: a model path's
 * `xstate.done.actor.<id>` step resolves the pending call with the step's output, and its
 * `xstate.error.actor.<id>` step rejects it with the step's error.
 */
import { fromPromise } from 'xstate';

export function deferredActor<TOutput, TInput>() {
  const pending: Array<{
    input: TInput;
    resolve: (value: TOutput) => void;
    reject: (error: unknown) => void;
  }> = [];
  let calls = 0;
  const logic = fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        const call = { input, resolve, reject };
        calls += 1;
        pending.push(call);
        // A stopped invocation (its state was left) is no longer waiting for an answer.
        signal.addEventListener('abort', () => pending.splice(pending.indexOf(call), 1));
      }),
  );
  const take = () => {
    const call = pending.shift();
    if (!call) throw new Error('the machine has no pending call of this actor');
    return call;
  };
  return {
    logic,
    /** how many invocations are waiting */
    get waiting() {
      return pending.length;
    },
    /** how many invocations were started, answered or not */
    get calls() {
      return calls;
    },
    /** the input of the oldest waiting invocation */
    get nextInput() {
      return pending[0]?.input;
    },
    resolve: (output: TOutput) => take().resolve(output),
    reject: (error: unknown) => take().reject(error),
  };
}
