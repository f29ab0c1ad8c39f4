/**
 * The app's scripts load after the first view is drawn (issue #17 item 4: LCP and FCP against the
 * floor page). On a phone's slow line the 143 kB of JS shared the bandwidth with the cover image,
 * and a page that has its HTML and its image has nothing to wait for: the server rendered it.
 *
 * So the built index.html carries no <script type="module"> and no <link rel="modulepreload">.
 * A small inline script at the end of <body> adds them once the page's high-priority image (the
 * gallery's cover, a list's first card) is decoded (at once when the page has no such image) and
 * the browser has reported the page's first contentful paint, and at the latest after
 * LATE_START_MS (a tab opened in the background paints nothing until shown). The paint is the
 * browser's report, not the next animation frame: a frame's callbacks run before that frame has
 * reached the screen, and scripts asked for then came in before the first paint in most local
 * loads (12 of 16 measured), which made them part of the first paint in Lighthouse's simulation
 * of a slow phone (its FCP then ran 880–1,280 ms rather than ~760). Taps made before the
 * app runs are kept by the early-taps script and played after hydration (src/services/early-taps.ts).
 *
 * A /detail page whose goods answer was too large to travel in it names where it is instead
 * (src/services/early-detail-contract.ts INLINE_ANSWER_MAX): the script fetches it into the page's
 * element while the modules download, and adds the entry once it is there, so the app finds it
 * as if it had come inline. When it does not arrive (the goods changed since the page was
 * rendered: 409; the network; ANSWER_BESIDE_TIMEOUT_MS), the server's markup is taken away and the
 * app draws the page itself from the detail call, as a page without server rendering does.
 *
 * Once a /detail page has hydrated and the browser is idle (APP_IDLE_EVENT), the script adds a
 * modulepreload for each chunk of the code a buyer's first touch runs (the dialogs, the zip's
 * code: views/lazy-part.tsx), listed by the build in data-idle: fetched and compiled, not run, so
 * the page's main thread sees no evaluation and the first touch waits for no network.
 *
 * The script's text is the same for every build, so a CSP hash allows it
 * (server/http/security-headers.ts); the build's file names ride in data-* attributes.
 * `npm run dev` keeps Vite's own script tag (the plugin applies to the build only).
 */
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { APP_IDLE_EVENT, EMBEDDED_DETAIL_ID } from '../src/services/early-detail-contract.ts';

export const APP_LOADER_SCRIPT_ID = 'app-loader';

/** the longest the scripts wait for the image, from the moment the HTML has been parsed */
export const LATE_START_MS = 3000;

/** the longest the app waits for a goods answer that travels beside its page: the API calls' own limit */
export const ANSWER_BESIDE_TIMEOUT_MS = 15_000;

export const APP_LOADER_CODE =
  `(()=>{const d=document.currentScript.dataset;let started=0;` +
  `const pre=(list)=>{for(const h of list.split(' ').filter(Boolean)){const l=document.createElement('link');` +
  `l.rel='modulepreload';l.href=h;document.head.append(l)}};` +
  `const go=()=>{if(started++)return;pre(d.preload);const s=document.createElement('script');` +
  `s.type='module';s.src=d.entry;const b=document.querySelector('#${EMBEDDED_DETAIL_ID}[data-src]');` +
  `if(!b)return document.head.append(s);let done=0;const end=(t)=>{if(done++)return;` +
  `if(typeof t==='string'){b.textContent=t;b.removeAttribute('data-src')}` +
  `else{b.remove();document.getElementById('root').replaceChildren()}document.head.append(s)};` +
  `fetch(b.dataset.src).then(r=>r.ok?r.text():0).then(end,end);setTimeout(end,${ANSWER_BESIDE_TIMEOUT_MS})};` +
  `addEventListener('${APP_IDLE_EVENT}',()=>{if(location.pathname==='/detail')pre(d.idle)},{once:true});` +
  `const P=window.PerformanceObserver;` +
  `const drawn=()=>{if(!P||!(P.supportedEntryTypes||[]).includes('paint'))return go();` +
  `const o=new P((l)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go)}});` +
  `o.observe({type:'paint',buffered:true})};` +
  `const i=document.querySelector('img[fetchpriority=high]');` +
  `setTimeout(go,${LATE_START_MS});if(i)i.decode().then(drawn,drawn);else drawn()})()`;

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const appLoaderTag = (entry: string, preloads: readonly string[], idle: readonly string[] = []) =>
  `<script id="${APP_LOADER_SCRIPT_ID}" data-entry="${attribute(entry)}" ` +
  `data-preload="${attribute(preloads.join(' '))}" data-idle="${attribute(idle.join(' '))}">${APP_LOADER_CODE}</script>`;

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** index.html with the entry script and its modulepreloads moved into the loader, and `idle` beside them. */
export function deferAppScripts(html: string, idle: readonly string[] = []): string {
  const entry = ENTRY.exec(html);
  if (!entry?.[1]) throw new Error('index.html has no module entry script for the app loader to start');
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1] as string);
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd < 0) throw new Error('index.html has no </body> for the app loader');
  const without = html.slice(0, bodyEnd).replace(entry[0], '').replace(PRELOAD, '');
  return `${without}  ${appLoaderTag(entry[1], preloads, idle)}\n  ${html.slice(bodyEnd)}`;
}

/**
 * Where the code loaded at a buyer's first touch lives (views/lazy-part.tsx): the modules that the
 * views, the detail route and the zip service import with import(), but the video player (it loads
 * when the buyer presses a video's play button, views/gallery-view.tsx: a page without a video
 * should not pay its bytes). Read from the module graph once it is built.
 */
const IMPORTERS = /\/src\/(views\/|routes\/detail-route\.tsx$|services\/zip-download\.ts$)/;
const NOT_AT_IDLE = /\/src\/views\/video-player\.tsx$/;

export function idleModules(
  modules: ReadonlyArray<{ id: string; dynamicallyImportedIds: readonly string[] }>,
) {
  const wanted = new Set<string>();
  for (const { id, dynamicallyImportedIds } of modules)
    if (IMPORTERS.test(id))
      for (const target of dynamicallyImportedIds) if (!NOT_AT_IDLE.test(target)) wanted.add(target);
  return wanted;
}

/**
 * The chunks (as URLs) that hold `modules`, with the chunks they import, leaving out those of the
 * first load (the entry and what it imports): fetched when the page is idle, not run.
 */
export function idleChunks(
  bundle: OutputBundle,
  entry: OutputChunk,
  modules: ReadonlySet<string>,
  base = '/',
): string[] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const firstLoad = new Set<string>();
  const reach = (fileName: string, into: Set<string>, skip: ReadonlySet<string>) => {
    if (into.has(fileName) || skip.has(fileName)) return;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) reach(imported, into, skip);
  };
  reach(entry.fileName, firstLoad, new Set());
  const idle = new Set<string>();
  for (const chunk of chunks)
    if (chunk.moduleIds.some((id) => modules.has(id))) reach(chunk.fileName, idle, firstLoad);
  return [...idle].sort().map((fileName) => `${base}${fileName}`);
}

export function appLoaderPlugin(): Plugin {
  let modules = new Set<string>();
  return {
    name: 'app-loader',
    apply: 'build',
    buildEnd() {
      modules = idleModules(
        [...this.getModuleIds()].map((id) => ({
          id,
          dynamicallyImportedIds: this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
        })),
      );
    },
    // after Vite has written its own tags into the page
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle, chunk }) =>
        deferAppScripts(html, bundle && chunk ? idleChunks(bundle, chunk, modules) : []),
    },
  };
}
