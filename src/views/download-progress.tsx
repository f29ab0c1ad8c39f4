/**
 * The circular progress indicator of a download (spec §2, §4): a ring filling clockwise with the
 * percent in its middle, shown until the file is saved or the download fails. It is a
 * progressbar for screen readers, named by what it is doing (正在下载, then 正在打包).
 */

import { laterText } from '@/copy/later-text';
import type { DownloadProgress as Progress } from '@/rules/download-files';

const RADIUS = 19;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function DownloadProgress({ progress }: { progress: Progress }) {
  const { percent } = progress;
  const label = progress.phase === 'zipping' ? laterText.zipping : laterText.downloading;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${label} ${percent}%`}
      className="relative inline-flex h-12 w-12 shrink-0 items-center justify-center"
    >
      <svg aria-hidden="true" viewBox="0 0 44 44" className="absolute inset-0 h-full w-full -rotate-90">
        <circle cx="22" cy="22" r={RADIUS} fill="none" strokeWidth="4" className="stroke-brand-100" />
        <circle
          cx="22"
          cy="22"
          r={RADIUS}
          fill="none"
          strokeWidth="4"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
          className="stroke-brand-500 transition-[stroke-dashoffset] duration-200"
        />
      </svg>
      <span className="relative text-xs font-medium tabular-nums text-brand-700">{percent}%</span>
    </div>
  );
}
