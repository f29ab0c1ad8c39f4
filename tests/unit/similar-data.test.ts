// @vitest-environment node
/**
 * ?data= of /search (spec §2, §7): the find-similar answer carried in the URL is read only when
 * it is JSON text of {list: GoodsCard[], totalCount} within MAX_SIMILAR_DATA_CHARS; anything else
 * is named (badJson, badShape, tooLarge) so the page can say why it shows no goods.
 */
import { describe, expect, it } from 'vitest';
import type { GoodsCard } from '@/domain/goods';
import { MAX_SIMILAR_DATA_CHARS, parseSimilarData } from '@/routes/similar-data';

const card = (id: number): GoodsCard => ({
  ID: id,
  Picture: `/UpLoad/goods/${id}/main.jpg`,
  PName: `小熊公仔${id}`,
  Price: '12.50',
  PClickCount: 30,
});
const answer = { list: [card(1002), card(1003)], totalCount: 2 };

describe('parseSimilarData', () => {
  it('reads the object the router parsed from ?data=<JSON text>, and the JSON text itself', () => {
    expect(parseSimilarData(answer)).toEqual({ status: 'ok', data: answer });
    expect(parseSimilarData(JSON.stringify(answer))).toEqual({ status: 'ok', data: answer });
  });

  it('reads an empty list (the page says so), and a total above the rows listed', () => {
    expect(parseSimilarData({ list: [], totalCount: 0 })).toEqual({
      status: 'ok',
      data: { list: [], totalCount: 0 },
    });
    expect(parseSimilarData({ list: [card(1002)], totalCount: 40 })).toMatchObject({ status: 'ok' });
  });

  it('drops keys the contract does not name', () => {
    const read = parseSimilarData({ ...answer, extra: 1, list: [{ ...card(1002), onclick: 'x' }] });
    expect(read).toEqual({ status: 'ok', data: { list: [card(1002)], totalCount: 2 } });
  });

  it.each([['not-json'], ['{"list":['], [''], ['{list:[]}']])('calls %j bad JSON', (raw) => {
    expect(parseSimilarData(raw)).toEqual({ status: 'badJson' });
  });

  it.each([
    ['a number', 123],
    ['a list alone', [card(1002)]],
    ['no totalCount', { list: [card(1002)] }],
    ['no list', { totalCount: 2 }],
    ['a negative total', { list: [], totalCount: -1 }],
    ['a fractional total', { list: [], totalCount: 1.5 }],
    ['a total below the rows', { list: [card(1002), card(1003)], totalCount: 1 }],
    ['a card without a price', { list: [{ ...card(1002), Price: undefined }], totalCount: 1 }],
    [
      'a picture that is not our media',
      { list: [{ ...card(1002), Picture: 'javascript:alert(1)' }], totalCount: 1 },
    ],
    [
      'a picture on another host',
      { list: [{ ...card(1002), Picture: 'https://evil.example/a.jpg' }], totalCount: 1 },
    ],
    ['JSON text of a wrong shape', '{"list":"x","totalCount":1}'],
  ])('calls %s a wrong shape', (_, raw) => {
    expect(parseSimilarData(raw)).toEqual({ status: 'badShape' });
  });

  // issue 24 item 5: a path that climbs out of the media root never reaches a request
  it.each([
    '/UpLoad/../api/mini/goods/download/update',
    '/UpLoad/%2e%2e/api/x',
    '/EnPic/a/%2E%2E/b.jpg',
    '/UpLoad/a\\..\\b.jpg',
    '/UpLoad//x.jpg',
    '/UpLoad/./x.jpg',
  ])('calls a card whose Picture is %s a wrong shape', (Picture) => {
    expect(parseSimilarData({ list: [{ ...card(1002), Picture }], totalCount: 1 })).toEqual({
      status: 'badShape',
    });
  });

  it(`refuses more than ${MAX_SIMILAR_DATA_CHARS} characters, as text or as the parsed object`, () => {
    expect(MAX_SIMILAR_DATA_CHARS).toBe(64 * 1024);
    const many = { list: Array.from({ length: 1000 }, (_, i) => card(2000 + i)), totalCount: 1000 };
    const text = JSON.stringify(many);
    expect(text.length).toBeGreaterThan(MAX_SIMILAR_DATA_CHARS);
    expect(parseSimilarData(many)).toEqual({ status: 'tooLarge' });
    expect(parseSimilarData(text)).toEqual({ status: 'tooLarge' });
    // huge and not even JSON: still too large, without being parsed
    expect(parseSimilarData('x'.repeat(MAX_SIMILAR_DATA_CHARS + 1))).toEqual({ status: 'tooLarge' });
    // just under the limit is read
    const fits = { list: many.list.slice(0, 100), totalCount: 100 };
    expect(JSON.stringify(fits).length).toBeLessThanOrEqual(MAX_SIMILAR_DATA_CHARS);
    expect(parseSimilarData(fits)).toMatchObject({ status: 'ok' });
  });
});
