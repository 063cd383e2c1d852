// Bundles the server (and the workspace packages it imports) into dist/; npm packages stay external.
import { build } from 'esbuild';

await build({
  // dist/main.js, dist/create-admin.js and dist/cluster.js (npm run cluster), side by side.
  entryPoints: { main: 'src/main.ts', 'create-admin': 'src/create-admin.ts', cluster: 'src/cluster/run-cluster.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalise-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@charter/') ? undefined : { external: true }));
      },
    },
  ],
});

// The web client's text files (apps/web/dist, built first by `npm run build`) get a brotli and a
// gzip copy beside them, which the server sends as they are to browsers that take them
// (@fastify/static preCompressed): the best compression, paid once here instead of on every request.
await precompressWebClient(new URL('../web/dist/', import.meta.url));

async function precompressWebClient(dir) {
  const { readdir, readFile, stat, writeFile } = await import('node:fs/promises');
  const { brotliCompressSync, gzipSync, constants } = await import('node:zlib');
  const { fileURLToPath } = await import('node:url');
  const path = await import('node:path');
  const root = fileURLToPath(dir);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => null);
  if (!entries) return; // no web build: the server serves the API alone
  const TEXT = /\.(html|js|mjs|css|svg|json|webmanifest|txt|map|xml)$/;
  for (const e of entries) {
    if (!e.isFile() || !TEXT.test(e.name)) continue;
    const file = path.join(e.parentPath ?? e.path, e.name);
    const body = await readFile(file);
    if (body.length < 1024) continue;
    const { mtimeMs } = await stat(file);
    const fresh = async (copy) => (await stat(copy).catch(() => null))?.mtimeMs >= mtimeMs;
    if (!(await fresh(`${file}.br`)))
      await writeFile(
        `${file}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      );
    if (!(await fresh(`${file}.gz`))) await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}
