/**
 * The gallery's video player (spec §2): media-chrome's controls around a plain <video>. This module
 * is the only one importing media-chrome, and gallery-view loads it with React.lazy, so the player's
 * code is fetched only when the buyer taps the poster's play button; the video then plays at once
 * (the tap is the browser's permission to start it with sound).
 */
import 'media-chrome/dist/lang/zh-CN.js';
import {
  MediaControlBar,
  MediaController,
  MediaFullscreenButton,
  MediaMuteButton,
  MediaPlayButton,
  MediaTimeDisplay,
  MediaTimeRange,
} from 'media-chrome/react';
import { useCallback, useEffect, useState } from 'react';
import { galleryLayout } from '@/machines/gallery.machine';
import { posterUrl } from '@/rules/media-url';

export interface VideoPlayerProps {
  src: string;
  poster: string;
  /** the goods title: the video's accessible name */
  label: string;
  /** the <video> could not load or decode the file */
  onFailed: () => void;
}

export function VideoPlayer({ src, poster, label, onFailed }: VideoPlayerProps) {
  // React 19 holds a Suspense reveal back for a moment; a fast failure (a 404) can fire its error
  // event before the player is committed, where no handler hears it. So the video is asked at commit.
  const failedEarly = useCallback(
    (video: HTMLVideoElement | null) => {
      if (video?.error) onFailed();
    },
    [onFailed],
  );
  // The control bar is added in a later task than the controller: connecting the controller (which
  // measures the page) and the bar's five elements in one commit was a task of ~200 ms on a 4x
  // phone (issue 17), and it now follows the buyer's tap on 播放视频, whose response it would hold.
  // A timer, not useDeferredValue: React rendered a deferred value spawned by this Suspense reveal
  // in the same task. Presentation only: no state of the gallery depends on it, and the video
  // plays meanwhile.
  const [withControls, setWithControls] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWithControls(true));
    return () => clearTimeout(timer);
  }, []);
  return (
    // lang: media-chrome's own button labels (播放, 静音, 全屏…) follow the page's language.
    <MediaController lang="zh-CN" className="block h-full w-full bg-black">
      {/* biome-ignore lint/a11y/useMediaCaption: the contract has no caption file (spec §3: pics give file and poster only) */}
      <video
        slot="media"
        ref={failedEarly}
        src={src}
        poster={posterUrl(poster)}
        aria-label={label}
        width={galleryLayout.boxPx}
        height={galleryLayout.boxPx}
        preload="metadata"
        autoPlay
        playsInline
        onError={onFailed}
        className="h-full w-full object-contain"
      />
      {withControls && (
        <MediaControlBar className="w-full">
          <MediaPlayButton />
          <MediaTimeRange className="min-w-0 flex-1" />
          {/* Not a toggle, and hidden from screen readers: media-chrome names it 播放时间 while it shows
            the time, a name that does not hold its visible text; the time range says the time. */}
          <MediaTimeDisplay showDuration noToggle aria-hidden="true" />
          <MediaMuteButton />
          <MediaFullscreenButton />
        </MediaControlBar>
      )}
    </MediaController>
  );
}
