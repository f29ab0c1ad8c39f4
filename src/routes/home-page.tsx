/** / (spec §2 home): a welcome band and the most viewed goods; loaded when the home page is visited. */
import { labels } from '@/copy/copy';
import { type Crumb, PageFrame } from '@/views/page-frame';
import { WelcomeBand } from '@/views/welcome-band';
import { GoodsListScreen } from './goods-list-screen';

const homeCrumb: Crumb[] = [{ label: labels.home }];

export function HomePage() {
  return (
    <PageFrame breadcrumb={homeCrumb}>
      <WelcomeBand />
      <GoodsListScreen query={{ kind: 'featured' }} />
    </PageFrame>
  );
}
