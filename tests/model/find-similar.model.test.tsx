/**
 * findSimilar, model-based: every path generated from the machine runs against the real 找相似
 * button and its notice. The buyer clicks; the search is a deferred actor settled by the path's
 * done/error steps. The page's part (reading the cover from the gallery at the click) is played
 * by the harness: the cover is whatever the path's event names, so a path that changes the
 * colour sends another url. The route's part (opening /search?data=) is the emitted `found`,
 * recorded here; the page's e2e test follows it to the results page.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMachine } from '@xstate/react';
import { act, useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import type { EventFrom } from 'xstate';
import { appText, fill, labels, notices } from '@/copy/copy';
import { laterText } from '@/copy/later-text';
import type { GoodsCard } from '@/domain/goods';
import {
  type FindSimilarInput,
  findSimilarMachine,
  type SimilarFoundEvent,
  type SimilarResult,
} from '@/machines/find-similar.machine';
import { toFindSimilarView } from '@/machines/find-similar.view';
import { ApiError, defaultMessage } from '@/services/api-error';
import { FindSimilarAction } from '@/views/find-similar-action';
import { renderWithRouter } from '../support/render-with-router';
import { expectFullCoverage } from './support/coverage-record';
import { deferredActor } from './support/deferred-actor';
import { leafStateIds } from './support/graph-coverage';
import { inspectLive, resetLive } from './support/live-actor';
import { pathName } from './support/path-name';
import { modelOf, runPath } from './support/run-path';

/** The cover as the page opens (goods 1001: the main video's poster), and colour 2's thumbnail. */
const POSTER = '/UpLoad/goods/1001/poster.jpg';
const COLOUR_2 = '/UpLoad/goods/1001/c2.jpg';

const cards: GoodsCard[] = [
  { ID: 1010, Picture: '/UpLoad/goods/1010/main.jpg', PName: '小熊挂件', Price: '3.50', PClickCount: 120 },
  { ID: 1011, Picture: '/UpLoad/goods/1011/main.jpg', PName: '兔子抱枕', Price: '', PClickCount: 88 },
];
const found: SimilarResult = { list: cards, totalCount: 2 };
const nothing: SimilarResult = { list: [], totalCount: 0 };
/** The server's answer for an image that is not ours: HTTP 200, code 0 (services/http.ts). */
const refused = new ApiError('rejected', '仅支持本站商品图片找相似', 200, 0);
const offline = new ApiError('network', defaultMessage('network'));
/** A failure that carries no message (a rejection that is not an ApiError): no reason to show. */
const silent = new Error('');

type ModelEvent =
  | EventFrom<typeof findSimilarMachine>
  | { type: 'xstate.done.actor.findSimilar'; output: SimilarResult }
  | { type: 'xstate.error.actor.findSimilar'; error: Error };

const model = modelOf(
  findSimilarMachine,
  [
    { type: 'user.findSimilar', url: POSTER },
    { type: 'user.findSimilar', url: COLOUR_2 },
    { type: 'user.dismiss' },
    { type: 'xstate.done.actor.findSimilar', output: found },
    { type: 'xstate.done.actor.findSimilar', output: nothing },
    { type: 'xstate.error.actor.findSimilar', error: refused },
    { type: 'xstate.error.actor.findSimilar', error: offline },
    { type: 'user.findSimilar', url: '' },
    // a cover of spaces only is no cover either
    { type: 'user.findSimilar', url: '  ' },
    { type: 'xstate.error.actor.findSimilar', error: silent },
  ] satisfies ModelEvent[],
  undefined,
  { refusals: true },
);

function harness() {
  return {
    search: deferredActor<SimilarResult, FindSimilarInput>(),
    /** what the gallery shows at the next click */
    cover: POSTER,
    /** what the chart handed to the route */
    emitted: [] as SimilarFoundEvent[],
    /** the answer of the path's last search */
    answered: null as SimilarResult | null,
    /** the path's last failure: its reason is shown, or none when it carries none */
    failure: offline as Error,
  };
}
type Harness = ReturnType<typeof harness>;
type Executor = (event: ModelEvent, h: Harness) => Promise<void>;

const button = () => screen.getByRole('button', { name: labels.findSimilar });

/** Set by the test before each path, so the assertions can read what the path did. */
let current: Harness = harness();

const stateAssertions: Record<string, () => void> = {
  'findSimilar.idle.quiet': () => {
    expect(button()).not.toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  },
  'findSimilar.searching': () => {
    expect(screen.getByRole('status')).toHaveTextContent(notices.searchingSimilar);
    expect(button()).toHaveAttribute('aria-busy', 'true');
    // the search ends by itself: nothing to close
    expect(screen.queryByRole('button', { name: appText.closeNotice })).toBeNull();
  },
  'findSimilar.idle.found': () => {
    const answer = current.answered;
    if (!answer) throw new Error('found without an answer');
    expect(screen.getByRole('status')).toHaveTextContent(
      fill(laterText.similarFound, { n: answer.totalCount }),
    );
    // handed to the route, which opens /search?data= with it (spec §7)
    expect(current.emitted.at(-1)).toEqual({ type: 'found', ...answer });
    const link = screen.getByRole('link', { name: laterText.viewSimilar });
    const href = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe('/search');
    expect(JSON.parse(href.searchParams.get('data') ?? 'null')).toEqual(answer);
    expect(button()).not.toHaveAttribute('aria-busy', 'true');
  },
  'findSimilar.idle.notFound': () => {
    expect(screen.getByRole('alert')).toHaveTextContent(notices.noSimilar);
    expect(screen.queryByRole('status')).toBeNull();
  },
  'findSimilar.idle.failed': () => {
    const alert = screen.getByRole('alert');
    const { failure } = current;
    expect(alert).toHaveTextContent(
      failure.message
        ? fill(laterText.similarFailedWhy, { reason: failure.message })
        : laterText.similarFailed,
    );
    expect(alert).not.toHaveTextContent(notices.noSimilar);
  },
};

const gestures = {
  'user.findSimilar': async (event, h) => {
    const { url } = event as { url: string };
    h.cover = url;
    const before = h.search.waiting;
    // A second click while the first search runs is not a second search.
    await userEvent.dblClick(button());
    if (url.trim() === '') {
      expect(h.search.waiting).toBe(before);
      return;
    }
    expect(h.search.waiting).toBe(1);
    // spec §5, §7: POST {url} with the cover shown at the click
    expect(h.search.nextInput).toEqual({ url });
  },
  'user.dismiss': async () => {
    await userEvent.click(screen.getByRole('button', { name: appText.closeNotice }));
  },
  'xstate.done.actor.findSimilar': async (event, h) => {
    const { output } = event as { output: SimilarResult };
    h.answered = output;
    await act(async () => h.search.resolve(output));
  },
  'xstate.error.actor.findSimilar': async (event, h) => {
    h.failure = (event as { error: Error }).error;
    await act(async () => h.search.reject(h.failure));
  },
} satisfies Record<ModelEvent['type'], Executor>;

const paths = model.transitionCover();

function Screen({ h }: { h: Harness }) {
  const [snapshot, send, actor] = useMachine(
    findSimilarMachine.provide({ actors: { findSimilar: h.search.logic } }),
    { inspect: inspectLive },
  );
  useEffect(() => {
    const sub = actor.on('found', (event) => h.emitted.push(event));
    return () => sub.unsubscribe();
  }, [actor, h]);
  return <FindSimilarAction view={toFindSimilarView(snapshot)} send={send} cover={() => h.cover} />;
}

describe('findSimilar model', () => {
  it('covers every state and transition of the machine', () => {
    expectFullCoverage(findSimilarMachine, paths);
  });

  it('has an assertion for every leaf state, and no assertion for a state that does not exist', () => {
    expect(Object.keys(stateAssertions).sort()).toEqual(leafStateIds(findSimilarMachine).sort());
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      resetLive();
      const h = harness();
      current = h;
      await renderWithRouter(() => <Screen h={h} />);
      await runPath(path as never, stateAssertions, gestures as never, h);
    });
  }
});
