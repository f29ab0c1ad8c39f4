/**
 * Spec §9's business constants, in one place, named after what they limit. Rules, machines and
 * services import them from here; a change of the contract is a change of this file.
 */

/** Recommended goods are cached locally for 30 minutes per goods id. */
export const RECOMMENDED_CACHE_MS = 30 * 60 * 1000;

/** The supplier card is cached locally for 60 minutes per goods id. */
export const SUPPLIER_CACHE_MS = 60 * 60 * 1000;

/** The thumbnail strip shows 5 at a time, 3 px apart. */
export const THUMBNAILS_PER_VIEW = 5;
export const THUMBNAIL_GAP_PX = 3;

/** The main image is zoomed 2x in a 400×400 box. */
export const ZOOM_FACTOR = 2;
export const ZOOM_BOX_PX = 400;

/** The also-bought carousel: 9 goods in groups of 3. */
export const ALSO_BOUGHT_MAX = 9;
export const ALSO_BOUGHT_GROUP = 3;

/** Dates show their first 10 characters; size labels are cut at 6. */
export const DATE_CHARS = 10;
export const SIZE_LABEL_CHARS = 6;
