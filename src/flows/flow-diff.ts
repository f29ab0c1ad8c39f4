/**
 * What changed in each statechart against a git ref, for /flows (issue 21 item 8): written by
 * `npm run flows:diff -- <ref>` (scripts/flows-diff.ts) into flow-diff.json beside this file, with
 * the same drawing it writes to .flows-diff/<machine>.svg. The page shows the ref and commit it
 * was made against, so an old comparison says how old it is.
 */
import data from './flow-diff.json';
import type { GraphDiff } from './graph-diff';

export const FLOW_DIFF_FILE = 'src/flows/flow-diff.json';

export interface FlowDiffFile {
  /** the ref as given to the script ('HEAD~1', 'main'), null before the script first ran */
  ref: string | null;
  /** the commit it named then */
  commit: string | null;
  /** the machines that changed: what changed, and both versions in one drawing (SVG text) */
  machines: Record<string, { diff: GraphDiff; svg: string }>;
}

export const flowDiff = data as FlowDiffFile;
