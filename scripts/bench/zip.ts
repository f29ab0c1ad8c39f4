// replaced by the zip helper
/** Placeholder for issue #7 item 6, so that run-all imports every benchmark before the merge. */
import type { Benchmark } from './types';

const benchmark: Benchmark = { name: 'zip', run: async () => [] };
export default benchmark;
