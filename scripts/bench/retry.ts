/**
 * A measurement tried again when it fails for a reason of the harness, not of the page: Lighthouse
 * now and then reports NO_NAVSTART (it missed the navigation's start under load) and yields no
 * metrics. `attempts` tries in all; the last failure is thrown with every earlier one's message.
 */
export async function retried<T>(
  attempts: number,
  attempt: () => Promise<T>,
  onRetry: (failure: unknown, tried: number) => void = () => {},
): Promise<T> {
  const failures: string[] = [];
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (failure) {
      failures.push(failure instanceof Error ? failure.message : String(failure));
      if (tried >= attempts) throw new Error(`failed ${tried} times: ${failures.join(' | ')}`);
      onRetry(failure, tried);
    }
  }
}
