import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { catalogNamespaces } from './catalog-namespaces-plugin.ts';
import { pageFiles } from './page-files-plugin.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), catalogNamespaces(), pageFiles()],
  resolve: {
    // The pages are written against i18next and react-i18next; the bundle gets the app's own translator with
    // the same calls instead, 17 KB less on every first visit (src/i18n/translator.ts says what it covers).
    alias: [
      { find: /^i18next$/, replacement: fileURLToPath(new URL('./src/i18n/translator.ts', import.meta.url)) },
      { find: /^react-i18next$/, replacement: fileURLToPath(new URL('./src/i18n/react-translator.ts', import.meta.url)) },
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url)) },
    ],
  },
  build: isSsrBuild
    ? // The server's render of first screens (apps/server/src/http/first-screen): one self-contained bundle beside the
      // app's, never served, with React's production build whatever NODE_ENV the server runs with.
      { outDir: 'dist-ssr', target: 'node20', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        // The bundle-size script reads the manifest to attribute bytes to route chunks.
        manifest: true,
        target: 'es2022',
      },
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: {
    proxy: {
      '/api': {
        target: 'http://localhost:3000',
        // These three addresses are pages of the app (spec section 2), not API calls.
        bypass: (req) => (/^\/(?:en\/)?api\/(?:unsubscribe|verify_mail|sso\/camp)(?:[?#]|$)/.test(req.url ?? '') ? '/index.html' : undefined),
      },
    },
  },
}));
