// replaced by the interaction helper
/** Placeholder for issue #7 item 5, so that run-all imports every benchmark before the merge. */
import type { Benchmark } from './types';

const benchmark: Benchmark = { name: 'interaction', run: async () => [] };
export default benchmark;
