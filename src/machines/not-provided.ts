/**
 * The stand-in for an actor a machine names in `setup({ actors })` but leaves to its route (or a
 * test) to provide with `machine.provide(...)`: one that fails at once, saying which machine and
 * which actor were not given, rather than a promise that never settles. One stub for every machine.
 */
export const notProvided = (machine: string, name: string) => async (): Promise<never> => {
  throw new Error(`${machine}: the ${name} actor was not provided`);
};
