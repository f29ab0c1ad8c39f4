/**
 * Every `import()` of the client build as the browser's own (issue #17's 150 kB first-load
 * budget). Vite wraps each in its preload helper (~1.7 kB, 0.7 kB gzip, in the entry), which first
 * preloads the lazy chunk's own imports and stylesheets. We need neither: vite.config.ts resolves no
 * JS dependencies for a lazy chunk (a lazy part loads at the buyer's first touch, not at page load),
 * and the only stylesheet is the page's own, which index.html already links. So the helper here
 * just runs the import; and the build fails, rather than ship a lazy chunk without what it needs,
 * if an import() ever lists anything else to preload.
 */
import type { Plugin } from 'vite';

/** Vite's virtual module of the helper (vite/src/node/plugins/importAnalysisBuild.ts). */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** The files of Vite's `__vite__mapDeps` lists in a chunk's code. */
const preloadListsOf = (code: string) =>
  [...code.matchAll(/__vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])/g)].flatMap(
    (match) => JSON.parse(match[1] ?? '[]') as string[],
  );

/** A call of the helper as minified: a plain import of one chunk (maybe picking an export), no preload list. */
const UNWRAP = /\b[\w$]+\(\(\)=>(import\((?:`[^`]+`|"[^"]+")\)(?:\.then\((?:[^()]|\([^()]*\))*\))?),\[\]\)/g;

/** Vite's form for `(await import(x)).name`: the module itself has that name. */
const UNWRAP_PICKED =
  /\b[\w$]+\(async\(\)=>\{let\{([\w$]+):[\w$]+\}=await import\((`[^`]+`|"[^"]+")\);return\{\1:[\w$]+\}\},\[\]\)/g;

export function plainImportPlugin(): Plugin {
  return {
    name: 'plain-import',
    apply: 'build',
    enforce: 'pre',
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(id) {
        if (id !== PRELOAD_HELPER_ID) return null;
        return 'export const __vitePreload = (load) => load();';
      },
    },
    // The helper's calls, `h(()=>import(`./x.js`).then(m=>m.n),[])`, become the import itself: ~25 calls of the
    // first load's chunks, each a few bytes (the first load sat 57 B over its budget).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue;
          file.code = file.code.replace(UNWRAP, '$1').replace(UNWRAP_PICKED, 'import($2)');
        }
      },
    },
    // after Vite's own generateBundle, which writes the lists
    writeBundle(_options, bundle) {
      const pageCss = new Set<string>();
      for (const file of Object.values(bundle))
        if (file.type === 'chunk' && file.isEntry)
          for (const css of file.viteMetadata?.importedCss ?? []) pageCss.add(css);
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const unmet = preloadListsOf(file.code).filter((dep) => !pageCss.has(dep));
        if (unmet.length > 0)
          this.error(
            `${file.fileName}: an import() needs ${unmet.join(', ')} preloaded, which plain-import drops`,
          );
      }
    },
  };
}
