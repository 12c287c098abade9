import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { catalogNamespaces } from './catalog-namespaces-plugin.ts';

export default defineConfig({
  plugins: [react(), catalogNamespaces()],
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
