/**
 * A table cell's column name shown before its value on a phone, where the tables of the cart and
 * the order confirmation lay each row out as a card and hide their column headings. Put the name
 * in the cell's `data-label`: it is drawn as generated content, so it stays out of the cell's text.
 */
export const phoneLabel =
  'max-md:before:mr-1 max-md:before:font-normal max-md:before:text-neutral-500 max-md:before:content-[attr(data-label)]';
