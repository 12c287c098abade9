#!/usr/bin/env node
// Runs the TypeScript command line through tsx, which the workspace already installs.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
