import * as z from 'zod/v4';

// Every `zod` import of the web app resolves here (vite.config.ts). The CSP's `script-src 'self'` refuses the
// `new Function` zod would otherwise try once to compile its parsers, and browsers report that refusal as a
// policy violation although zod then interprets, as it does here from the start.
z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
