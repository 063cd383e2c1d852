import { createHash } from 'node:crypto';
import { build, defineConfig, type IndexHtmlTransformContext, type Plugin } from 'vite';
import type { BootPreloads } from './src/boot/preloads';
import react from '@vitejs/plugin-react';

// The API server (apps/server) listens on 3000 in development; the browser talks same-origin through this proxy.
const API_TARGET = 'http://127.0.0.1:3000';

const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

/**
 * The service worker (src/service-worker/sw.ts) is built as a second entry at /sw.js, stamped with
 * a hash of this build's file names: a new deploy is a byte-different worker, so browsers install
 * it and it replaces the old cache (ADR 0022).
 */
function serviceWorkerBuildId(): Plugin {
  return {
    name: 'charter-service-worker-build-id',
    apply: 'build',
    generateBundle(_options, bundle) {
      const sw = bundle['sw.js'];
      if (!sw || sw.type !== 'chunk') throw new Error('the build has no sw.js');
      if (sw.imports.length > 0) throw new Error(`sw.js must not import chunks (it imports ${sw.imports.join(', ')})`);
      const names = Object.keys(bundle)
        .filter((name) => name !== 'sw.js')
        .sort();
      const id = createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
      sw.code = sw.code.replace('__CHARTER_BUILD_ID__', id);
    },
  };
}

/**
 * Mantine's `useId` gives every input, select and popover a React id at render, then a random one in
 * a layout effect: a second, synchronous render of each of them right after the page's first commit
 * (on the request form, about half of its first long task). The random id only guards against
 * server-rendered markup this client-only app never has, so the id React gave stays (ids are
 * unique within the page either way; a given `id` prop still wins).
 */
function mantineStableIds(): Plugin {
  const file = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
  return {
    name: 'charter-mantine-stable-ids',
    enforce: 'pre',
    load(id) {
      if (!file.test(id)) return null;
      return [
        "import { useId as useReactId } from 'react';",
        'function useId$1(staticId) {',
        '  const reactId = useReactId();',
        "  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;",
        '}',
        'export { useId$1 as useId };',
      ].join('\n');
    },
  };
}

/**
 * Chunks whose functions nearly all run on a first screen carry V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, Chromium 136 on; other engines read a comment): V8 then compiles
 * them while they stream in, on a background thread, instead of compiling each function on the
 * main thread the first time it is called. A banner written after minifying (which drops comments),
 * so the file's hash covers it.
 */
const EAGER_CHUNKS = /^(react|query|index|first-[a-z]+)$/;
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const compileHint = (chunk: { name: string }) => (EAGER_CHUNKS.test(chunk.name) ? COMPILE_HINT : '');

/**
 * V8 reads the hint only on a file's first line; Vite writes its preload map above the banner, so the
 * hint goes back on top. A hinted chunk that does not start with it fails the build, rather than
 * losing the hint without a word.
 */
function compileHintFirst(): Plugin {
  return {
    name: 'charter-compile-hint-first',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          const at = chunk.code.indexOf(`\n${COMPILE_HINT}\n`);
          if (at >= 0) chunk.code = `${COMPILE_HINT}\n${chunk.code.slice(0, at + 1)}${chunk.code.slice(at + COMPILE_HINT.length + 2)}`;
          if (compileHint(chunk) && !chunk.code.startsWith(COMPILE_HINT)) throw new Error(`${chunk.fileName} lost its compile hint`);
        }
      },
    },
  };
}

type OutputChunk = Extract<NonNullable<IndexHtmlTransformContext['bundle']>[string], { type: 'chunk' }>;

/** A page chunk and the chunks and stylesheets it imports statically, as /-rooted URLs. */
function pageClosure(chunks: OutputChunk[], page: string): { js: string[]; css: string[] } {
  const start = chunks.find((c) => c.facadeModuleId?.endsWith(page));
  if (!start) throw new Error(`no chunk for ${page}`);
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (name: string) => {
    const chunk = byName.get(name);
    if (!chunk || files.has(name)) return;
    files.add(name);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    chunk.imports.forEach(visit);
  };
  visit(start.fileName);
  return { js: [...files].map((f) => `/${f}`), css: [...css].map((f) => `/${f}`) };
}

/**
 * index.html preloads the login page's chunk and what it imports: every signed-out visit starts
 * there, and otherwise the browser learns of those files only after running the entry (one more
 * round trip before /login can paint). Signed in, the boot script (src/boot) preloads the shell's
 * and the landing list's chunks instead, from the lists written here into `#charter-preloads`
 * (ADR 0022).
 */
function preloadFirstScreens(): Plugin {
  return {
    name: 'charter-preload-first-screens',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c): c is OutputChunk => c.type === 'chunk');
        const missing = (url: string) => !html.includes(`${url}"`);
        const login = pageClosure(chunks, 'src/routes/login-page.tsx');
        const shell = pageClosure(chunks, 'src/app/layout/app-layout.tsx');
        const landing = pageClosure(chunks, 'src/routes/charter-requests-page.tsx');
        const prefetch = pageClosure(chunks, 'src/features/charter-list/prefetch-list.ts');
        const detailPage = pageClosure(chunks, 'src/routes/charter-detail-page.tsx');
        const detailPrefetch = pageClosure(chunks, 'src/routes/prefetch-charter-page.ts');
        const detail = { js: [...detailPrefetch.js, ...detailPage.js], css: detailPage.css };
        const requestPage = pageClosure(chunks, 'src/routes/new-charter-request-page.tsx');
        const requestPrefetch = pageClosure(chunks, 'src/features/charter-form/prefetch-lookups.ts');
        const boot = chunks.find((c) => c.name === 'boot' && c.isEntry);
        if (!boot) throw new Error('the build has no boot script');
        if (boot.imports.length > 0) throw new Error(`the boot script must not import chunks (it imports ${boot.imports.join(', ')})`);
        const signedIn = [...shell.js, ...shell.css].filter(missing);
        const landingFiles = [...new Set([...prefetch.js, ...landing.js, ...landing.css])].filter(
          (f) => missing(f) && !signedIn.includes(f),
        );
        const beyondLanding = (closure: { js: string[]; css: string[] }) =>
          [...closure.js, ...closure.css].filter((f) => missing(f) && !signedIn.includes(f));
        const preloads: BootPreloads = {
          signedIn,
          pages: [
            // A charter under a list (/charterRequests/{list}/{tab}/{id}...): the list's page routes to it.
            {
              prefix: '/charterRequests',
              minDepth: 4,
              // The data's prefetch first: the charter is asked for as soon as its small chunk is in.
              files: [...new Set([...beyondLanding(detailPrefetch), ...beyondLanding(landing), ...beyondLanding(detail)])],
            },
            // The form's lookups are asked for as soon as their prefetch's small chunk is in.
            { prefix: '/newCharterRequest', files: [...new Set([...beyondLanding(requestPrefetch), ...beyondLanding(requestPage)])] },
            { prefix: '/charterRequests', files: landingFiles },
            { prefix: '/', files: landingFiles },
          ],
        };
        return [
          // The data block first: the boot script reads it as soon as it runs.
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'charter-preloads' },
            children: JSON.stringify(preloads),
            injectTo: 'head-prepend' as const,
          },
          // Classic and synchronous: it must run before the body is parsed; it is tiny and cached for a year.
          { tag: 'script', attrs: { src: `/${boot.fileName}` }, injectTo: 'head-prepend' as const },
          ...login.js.filter(missing).map((href) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href },
            injectTo: 'head' as const,
          })),
          ...login.css
            .filter(missing)
            .map((href) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

/**
 * The first screens' modules in a few chunks instead of dozens. Rolldown's default split gives each
 * set of importers its own chunk (Button, Input, Stack... 1-4 KB each): the signed-in landing loaded
 * 64 files and /login 20, and over HTTP/1.1 (six connections) every file costs a round trip, which
 * Lighthouse's slow-4G simulation counts at about 150 ms each. So a first pass builds with the
 * default split (in memory) and reads which modules, after tree-shaking, each first screen loads:
 * what the entry loads statically, what /login adds, what the signed-in shell adds and what the
 * charter list (the landing) adds; the real build puts each of these sets in one chunk. Page
 * modules keep their own small chunk (lazy routes unchanged); other screens keep the default split
 * for what is theirs alone and import what they share from these chunks (ADR 0022).
 */
function firstScreenChunks() {
  const FIRST_SCREENS = {
    login: ['src/routes/login-page.tsx'],
    shell: ['src/app/layout/app-layout.tsx'],
    list: ['src/routes/charter-requests-page.tsx', 'src/features/charter-list/prefetch-list.ts'],
    detail: ['src/routes/charter-detail-page.tsx', 'src/routes/prefetch-charter-page.ts'],
    request: ['src/routes/new-charter-request-page.tsx', 'src/features/charter-form/prefetch-lookups.ts'],
  } as const;
  const PREFETCHES = [
    'src/features/charter-list/prefetch-list.ts',
    'src/routes/prefetch-charter-page.ts',
    'src/features/charter-form/prefetch-lookups.ts',
  ];
  const sets = {
    entry: new Set<string>(),
    login: new Set<string>(),
    shell: new Set<string>(),
    prefetch: new Set<string>(),
    list: new Set<string>(),
    forms: new Set<string>(),
    detail: new Set<string>(),
    request: new Set<string>(),
  };
  const firstPass = process.env.CHARTER_FIRST_PASS === '1';
  const plugin: Plugin = {
    name: 'charter-first-screen-chunks',
    apply: 'build',
    async buildStart() {
      if (firstPass) return;
      process.env.CHARTER_FIRST_PASS = '1';
      let result;
      try {
        result = await build({ configFile: `${root}vite.config.ts`, logLevel: 'silent', build: { write: false } });
      } finally {
        delete process.env.CHARTER_FIRST_PASS;
      }
      const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
      const chunks = outputs.filter((c) => c.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const facade = (suffix: string) => {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(suffix));
        if (!chunk) throw new Error(`no chunk for ${suffix}`);
        return chunk;
      };
      /** The modules with code in these chunks and the chunks they import, but the start modules themselves. */
      const closure = (starts: readonly string[], exclude: Set<string>[], withCss = false) => {
        const files = new Set<string>();
        const visit = (name: string) => {
          const chunk = byName.get(name);
          if (!chunk || files.has(name)) return;
          files.add(name);
          chunk.imports.forEach(visit);
        };
        const startChunks = starts.map(facade);
        startChunks.forEach((c) => visit(c.fileName));
        const modules = new Set<string>();
        for (const name of files) {
          for (const [id, info] of Object.entries(byName.get(name)!.modules))
            if (info.renderedLength > 0 || (withCss && id.endsWith('.css'))) modules.add(id);
        }
        for (const c of startChunks) modules.delete(c.facadeModuleId!);
        return new Set([...modules].filter((id) => !exclude.some((set) => set.has(id))));
      };
      sets.entry = closure(['index.html'], []);
      sets.login = closure(FIRST_SCREENS.login, [sets.entry]);
      sets.shell = closure(FIRST_SCREENS.shell, [sets.entry, sets.login]);
      // What the data prefetches (main.tsx) import, in a chunk of their own: the list's or the
      // charter's data is asked for once that small chunk is in, not once the page's code is.
      sets.prefetch = closure(PREFETCHES, [sets.entry, sets.login, sets.shell]);
      sets.list = closure(FIRST_SCREENS.list, [sets.entry, sets.login, sets.shell, sets.prefetch]);
      // A charter's detail and the request form share most of their modules (inputs, dates, the
      // charter schema): those in one chunk, each page's own in another (ADR 0053).
      const before = [sets.entry, sets.login, sets.shell, sets.prefetch, sets.list];
      // Their stylesheets count too (a date picker's CSS, imported by both), else the one chunk that
      // took it first would be loaded by the other page for its CSS alone.
      const detail = closure(FIRST_SCREENS.detail, before, true);
      const request = closure(FIRST_SCREENS.request, before, true);
      sets.forms = new Set([...detail].filter((id) => request.has(id)));
      sets.detail = new Set([...detail].filter((id) => !sets.forms.has(id)));
      sets.request = new Set([...request].filter((id) => !sets.forms.has(id)));
    },
  };
  // The entry's set holds the entry module itself: its chunk keeps the entry's name (index-*.js).
  const group = (name: keyof typeof sets, priority: number) => ({
    name: name === 'entry' ? 'index' : `first-${name}`,
    priority,
    test: (id: string) => sets[name].has(id),
  });
  // Libraries first (their own long-cached chunks), then the screens in the order a visit meets them.
  const groups = firstPass
    ? []
    : [
        group('entry', 40),
        group('login', 30),
        group('shell', 20),
        group('prefetch', 12),
        group('list', 10),
        group('forms', 8),
        group('detail', 6),
        group('request', 4),
      ];
  return { plugin, groups };
}

const firstScreens = firstScreenChunks();

export default defineConfig({
  root,
  plugins: [mantineStableIds(), react(), serviceWorkerBuildId(), preloadFirstScreens(), firstScreens.plugin, compileHintFirst()],
  resolve: {
    // A second copy of React or @mantine/core would split their contexts: always resolve one.
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks', '@tanstack/react-query', 'react-router'],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/auth': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      input: { index: `${root}index.html`, sw: `${root}src/service-worker/sw.ts`, boot: `${root}src/boot/boot.ts` },
      output: {
        postBanner: compileHint,
        // The worker keeps one unhashed name: browsers look for updates at the URL they registered.
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
        // Libraries change less often than our code: separate chunks stay cached across releases.
        // Mantine is left to the default split on purpose: one Mantine chunk would make /login load
        // every component of every screen (ADR 0022); split by use, each screen loads its own.
        codeSplitting: {
          groups: [
            { name: 'react', priority: 100, test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'query', priority: 100, test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
            { name: 'zod', priority: 100, test: /[\\/]node_modules[\\/]zod[\\/]/ },
            ...firstScreens.groups,
          ],
        },
      },
    },
  },
});
