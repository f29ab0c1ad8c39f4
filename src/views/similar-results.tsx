/**
 * /search?data= (spec §2 similar-goods results): the goods 找相似 found, in the catalogue's card
 * grid, under 相似商品（共N件）; or, for a results link that cannot be read, why not and where
 * to go instead. The route reads ?data= (routes/similar-data parseSimilarData) and says which.
 */
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { catalogueText } from '@/copy/catalogue-text';
import { appText, fill, notices } from '@/copy/copy';
import type { GoodsCard } from '@/domain/goods';
import { readableNumber } from '@/rules/readable-number';
import { GoodsGrid } from './goods-grid';
import { MessagePanel, primaryButton } from './message-panel';

export type SimilarResultsData =
  | { kind: 'results'; cards: GoodsCard[]; totalCount: number }
  /** not JSON, or not {list, totalCount} */
  | { kind: 'broken' }
  /** over the size the page reads (maxKb) */
  | { kind: 'tooLarge'; maxKb: number };

const secondaryLink = 'rounded border border-neutral-300 px-5 py-2 text-neutral-700 hover:border-brand-500';

function Ways() {
  return (
    <>
      <Link to="/goods" className={primaryButton}>
        {catalogueText.browseAll}
      </Link>
      <Link to="/" className={secondaryLink}>
        {appText.backHome}
      </Link>
    </>
  );
}

export function SimilarResults({ data, imageHost }: { data: SimilarResultsData; imageHost: string }) {
  const headingId = useId();
  if (data.kind === 'broken') {
    return (
      <MessagePanel tone="error" title={catalogueText.similarDataBroken} action={<Ways />}>
        {catalogueText.similarDataBrokenHint}
      </MessagePanel>
    );
  }
  if (data.kind === 'tooLarge') {
    return (
      <MessagePanel tone="error" title={catalogueText.similarDataTooLarge} action={<Ways />}>
        {fill(catalogueText.similarDataTooLargeHint, { size: data.maxKb })}
      </MessagePanel>
    );
  }
  if (data.cards.length === 0) {
    return (
      <MessagePanel title={notices.noSimilar} action={<Ways />}>
        {catalogueText.similarEmptyHint}
      </MessagePanel>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId} className="mb-3 text-lg font-semibold">
        {fill(catalogueText.similarHeading, { n: readableNumber(data.totalCount) })}
      </h1>
      <GoodsGrid cards={data.cards} imageHost={imageHost} />
    </section>
  );
}
