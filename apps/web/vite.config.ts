import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server (apps/server) listens on 3000 in development; the browser talks same-origin through this proxy.
const API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig({
  root: decodeURIComponent(new URL('.', import.meta.url).pathname),
  plugins: [react()],
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
      output: {
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
