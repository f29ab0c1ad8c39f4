// @vitest-environment node
/** vite/eager-commonjs-plugin.ts: the CommonJS wrappers of the first load as function expressions (issue #17: TBT). */
import { SourceMapConsumer } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { eagerCommonJs } from '../../vite/eager-commonjs-plugin';

// as rolldown writes a chunk, before minification
const chunk = [
  'var require_react_production = /* @__PURE__ */ __commonJSMin(((exports) => {',
  '\tconst REACT_ELEMENT_TYPE = Symbol.for("react.transitional.element");',
  '}));',
  'var require_react = /* @__PURE__ */ __commonJSMin(((exports, module) => {',
  '\tmodule.exports = require_react_production();',
  '}));',
  'const later = items.map((item) => item.id);',
].join('\n');

describe('eagerCommonJs', () => {
  it('turns each CommonJS wrapper into a parenthesized function expression, and nothing else', () => {
    const result = eagerCommonJs(chunk);
    expect(result?.code.split('\n')).toEqual([
      'var require_react_production = /* @__PURE__ */ __commonJSMin((function(exports) {',
      '\tconst REACT_ELEMENT_TYPE = Symbol.for("react.transitional.element");',
      '}));',
      'var require_react = /* @__PURE__ */ __commonJSMin((function(exports, module) {',
      '\tmodule.exports = require_react_production();',
      '}));',
      'const later = items.map((item) => item.id);',
    ]);
    // still JavaScript that defines what it did
    expect(
      () => new Function('__commonJSMin', 'items', `${result?.code}; return require_react;`),
    ).not.toThrow();
  });

  it('keeps the source map true: code after a wrapper maps back to where it was', () => {
    const result = eagerCommonJs(chunk);
    if (!result) throw new Error('the chunk has wrappers');
    const map = new SourceMapConsumer(JSON.parse(result.map.toString()));
    const line = result.code.split('\n').findIndex((text) => text.includes('REACT_ELEMENT_TYPE'));
    const column = (result.code.split('\n')[line] ?? '').indexOf('Symbol');
    expect(map.originalPositionFor({ line: line + 1, column })).toMatchObject({
      line: line + 1,
      column: (chunk.split('\n')[line] ?? '').indexOf('Symbol'),
    });
  });

  it('leaves a chunk without CommonJS alone', () => {
    expect(eagerCommonJs('export const a = () => 1;')).toBeNull();
  });
});
