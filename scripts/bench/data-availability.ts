// replaced by the data-availability helper
/** Placeholder for issue #7 item 3, so that run-all imports every benchmark before the merge. */
import type { Benchmark } from './types';

const benchmark: Benchmark = { name: 'data', run: async () => [] };
export default benchmark;
