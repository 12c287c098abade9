import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const contractsSource = fileURLToPath(new URL('../../packages/contracts/src/', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    // '@madang/contracts' builds zod schemas at module level, which no bundler can drop, so importing one
    // constant from it costs ~50 KB of zod. Code on the first visit imports single zod-free modules
    // ('@madang/contracts/xp-level'); lazy forms that validate use the package entry.
    alias: [{ find: /^@madang\/contracts\/([\w-]+)$/, replacement: `${contractsSource}$1.ts` }],
  },
  build: {
    outDir: 'dist',
    // The bundle-size script reads the manifest to attribute bytes to route chunks.
    manifest: true,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': {
        target: 'http://localhost:3000',
        // These three addresses are pages of the app (spec section 2), not API calls.
        bypass: (req) =>
          /^\/(?:en\/)?api\/(?:unsubscribe|verify_mail|sso\/camp)(?:[?#]|$)/.test(req.url ?? '') ? '/index.html' : undefined,
      },
    },
  },
});
