// Bundles the server (and the workspace packages it imports) into dist/; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts', 'src/create-admin.ts'],
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
