/**
 * Spec §2, §9: the thumbnail strip shows 5 at a time. Which thumbnails fit is the gallery
 * machine's window; whether the strip scrolls at all (and so has arrows) is this rule.
 */
import { THUMBNAILS_PER_VIEW } from './business-constants';

/** True when there are more thumbnails than the strip shows at once, so it has somewhere to scroll. */
export function stripScrolls(count: number): boolean {
  return count > THUMBNAILS_PER_VIEW;
}
