/**
 * A search keyword as the search page sends it: tabs, line breaks and other control characters (a
 * pasted title, a hand-made link) stand for a space. The API refuses any control character in a
 * text field with 400 (issue 24 item 4), while the buyer meant words. Only the search page (a lazy
 * chunk) uses it, so the first load does not carry it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: replacing control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f]+/g;

export const spacedKeyword = (keyword: string): string => keyword.replace(CONTROLS, ' ').trim();
