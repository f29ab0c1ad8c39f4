/** / (spec §2 home, the breadcrumb's first link): a welcome band and the most viewed goods. */
import { createRoute } from '@tanstack/react-router';
import { labels } from '@/copy/copy';
import { type Crumb, PageFrame } from '@/views/page-frame';
import { WelcomeBand } from '@/views/welcome-band';
import { GoodsListScreen } from './goods-list-screen';
import { rootRoute } from './root-route';

const homeCrumb: Crumb[] = [{ label: labels.home }];

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: () => (
    <PageFrame breadcrumb={homeCrumb}>
      <WelcomeBand />
      <GoodsListScreen query={{ kind: 'featured' }} />
    </PageFrame>
  ),
});
