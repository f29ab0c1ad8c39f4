/**
 * What changed in this machine against a git ref (issue 21 item 8), as `npm run flows:diff` wrote
 * it: the changes in words, coloured as the drawing colours them, and the drawing itself (both
 * versions in one chart) behind 查看对比图. Presentational: the route hands it the machine's entry.
 */
import { fill } from '@/copy/copy';
import { flowsText } from '@/copy/flows-text';
import { diffLines, type GraphDiff, type Mark } from '@/flows/graph-diff';

const tone: Record<Mark, string> = {
  added: 'border-green-600 bg-green-50 text-green-900',
  removed: 'border-red-600 bg-red-50 text-red-900',
  changed: 'border-orange-500 bg-orange-50 text-orange-900',
};

export function FlowDiffPanel({
  name,
  against: refName,
  commit,
  entry,
}: {
  /** the machine's Chinese name */
  name: string;
  /** the git ref compared against (null before the script first ran) */
  against: string | null;
  commit: string | null;
  /** this machine's changes, undefined when it did not change */
  entry: { diff: GraphDiff; svg: string } | undefined;
}) {
  const ref = refName ?? '';
  const title =
    refName === null ? fill(flowsText.diffPanel, { ref: 'git ref' }) : fill(flowsText.diffPanel, { ref });
  return (
    <section aria-label={title} className="rounded-lg bg-white p-4 shadow-sm">
      <h2 className="mb-1 text-base font-semibold">{title}</h2>
      {refName === null ? (
        <p className="text-sm text-neutral-600">{flowsText.diffPanelNone}</p>
      ) : (
        <p className="mb-2 text-xs text-neutral-500">
          {fill(flowsText.diffPanelIntro, { ref, commit: (commit ?? '').slice(0, 7) })}
        </p>
      )}
      {refName !== null && !entry && (
        <p className="text-sm text-neutral-700">{fill(flowsText.diffPanelSame, { ref })}</p>
      )}
      {entry && (
        <>
          <ul className="space-y-1 text-sm">
            {diffLines(entry.diff).map((line) => (
              <li
                key={line.text}
                data-mark={line.mark}
                className={`break-all rounded border-l-4 px-2 py-0.5 ${tone[line.mark]}`}
              >
                {line.text.replace(/^- /, '')}
              </li>
            ))}
          </ul>
          <details className="mt-2">
            <summary className="cursor-pointer text-sm text-blue-700">{flowsText.diffPanelShow}</summary>
            <img
              className="mt-2 h-auto max-w-full"
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(entry.svg)}`}
              alt={fill(flowsText.diffPanelDrawing, { name, ref })}
            />
          </details>
        </>
      )}
    </section>
  );
}
