// @vitest-environment node
/**
 * What a new developer reads first (issue 19 item 24): the README's two commands, how long the
 * tests take, that the checkout needs ../shared beside it, and demo links that follow PORT (the
 * README's links carry no port; npm start prints them with its own).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoLinks } from '../../server/demo-links';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('README', () => {
  it('starts with npm install && npm start, then npm test', () => {
    const firstBlock = readme.split('```')[1] ?? '';
    expect(firstBlock).toMatch(/^sh\nnpm install && npm start\b/);
    expect(firstBlock).toMatch(/\nnpm test\b/);
  });

  it('says how long the tests take and that ../shared must sit beside the checkout', () => {
    expect(readme).toMatch(/`npm test` takes [^.]*minutes/);
    expect(readme).toContain('The checkout expects the shared folder beside it: `../shared/`');
  });

  it('writes no fixed port into its links', () => {
    expect(readme).not.toMatch(/\]\(https?:\/\/localhost:\d+/);
    expect(readme).not.toMatch(/<https?:\/\/localhost:3000/);
  });
});

describe('npm start’s demo links', () => {
  it('use the server’s own URL, whatever PORT is', () => {
    const lines = demoLinks('http://localhost:8080');
    expect(lines[0]).toBe('毛绒玩具批发 商品详情页 running at http://localhost:8080/detail?id=1001');
    for (const id of [1001, 1002, 1003, 1004, 1005, 1006]) {
      expect(lines.some((line) => line.includes(`http://localhost:8080/detail?id=${id} `))).toBe(true);
    }
    expect(lines.join('\n')).not.toContain(':3000');
  });
});
