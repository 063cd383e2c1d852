import { createHash } from 'node:crypto';
import { defineConfig, type Plugin } from 'vite';
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
 * index.html also preloads the login page's chunk and what it imports: every signed-out visit
 * starts there, and otherwise the browser learns of those files only after running the entry (one
 * more round trip before /login can paint; ADR 0022).
 */
function preloadLoginPage(): Plugin {
  const page = 'src/routes/login-page.tsx';
  return {
    name: 'charter-preload-login-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
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
        const missing = (file: string) => !html.includes(`/${file}"`);
        return [
          ...[...files].filter(missing).map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...[...css]
            .filter(missing)
            .map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), serviceWorkerBuildId(), preloadLoginPage()],
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
      input: { index: `${root}index.html`, sw: `${root}src/service-worker/sw.ts` },
      output: {
        // The worker keeps one unhashed name: browsers look for updates at the URL they registered.
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
        // Libraries change less often than our code: separate chunks stay cached across releases.
        // Mantine is left to the default split on purpose: one Mantine chunk would make /login load
        // every component of every screen (ADR 0022); split by use, each screen loads its own.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
});
