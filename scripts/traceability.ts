/** npm run traceability: writes docs/traceability.md (see scripts/traceability-doc.ts). */
import { writeFileSync } from 'node:fs';
import { TRACEABILITY_FILE, traceabilityMarkdown } from './traceability-doc';

writeFileSync(TRACEABILITY_FILE, traceabilityMarkdown());
console.log(`wrote ${TRACEABILITY_FILE}`);
