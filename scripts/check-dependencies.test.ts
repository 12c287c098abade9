import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findViolations, RULES } from './check-dependencies.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'dependency-rule-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

// One small tree with an allowed and a forbidden import for every rule.
write('apps/server/src/http/authenticate.ts', "import type { FastifyInstance } from 'fastify';\nimport { findSessionUser } from '../features/accounts/sessions.ts';\n");
write('apps/server/src/http/web-app.test.ts', "import { buildUser } from '../features/accounts/sessions.ts';\n");
write('apps/server/src/features/accounts/sessions.ts', "import { badRequest } from '../../http/app-error.ts';\n");
write(
  'apps/server/src/features/visits/record-visit.ts',
  "import {\n  deleteExpiredSessions,\n} from '../accounts/sessions.ts';\nimport { hashRow } from '../accounts/internal/hash-row.ts';\nimport { own } from './internal/own.ts';\n",
);
write('apps/server/src/features/accounts/internal/hash-row.ts', "import { own } from '../sessions.ts';\n");
write(
  'apps/web/src/features/teams/team-page.tsx',
  [
    "import '../competitions/competition.css';",
    "import { competitionPath } from '../competitions/lib/paths.ts';",
    "import { useCompetition } from '../competitions/api/competition-api.ts';",
    "const Board = lazy(() => import('../competitions/parts/board.tsx'));",
    "import { QueryState } from '../../ui/query-state.tsx';",
    "import './team.css';",
    "import { teamPath } from './lib/team-path.ts';",
    '',
  ].join('\n'),
);
write('apps/web/src/features/teams/team.css', "@import '../home/home.css';\n@import url('../about/about.css');\n.team { color: red; }\n");
write('apps/web/src/lib/api/errors.ts', "import type { AppErrorCode } from '../../../../server/src/http/app-error.ts';\nimport { z } from 'zod';\n");

describe('the dependency rule', () => {
  const violations = findViolations(root);
  const at = (file: string) => violations.filter((v) => v.file === file).map(({ line, specifier, rule }) => ({ line, specifier, rule }));

  it('keeps http/ from importing a feature, except in its tests that drive the whole app', () => {
    expect(at('apps/server/src/http/authenticate.ts')).toEqual([{ line: 2, specifier: '../features/accounts/sessions.ts', rule: RULES.httpImportsFeature }]);
    expect(at('apps/server/src/http/web-app.test.ts')).toEqual([]);
    expect(at('apps/server/src/features/accounts/sessions.ts')).toEqual([]);
  });

  it("lets a server feature import another feature's public files, not what lies under its internal/", () => {
    expect(at('apps/server/src/features/visits/record-visit.ts')).toEqual([{ line: 4, specifier: '../accounts/internal/hash-row.ts', rule: RULES.featureInternals }]);
    expect(at('apps/server/src/features/accounts/internal/hash-row.ts')).toEqual([]);
  });

  it("keeps a web feature out of another feature's parts/, lib/ and CSS, in scripts and in style sheets", () => {
    expect(at('apps/web/src/features/teams/team-page.tsx')).toEqual([
      { line: 1, specifier: '../competitions/competition.css', rule: RULES.webFeatureParts },
      { line: 2, specifier: '../competitions/lib/paths.ts', rule: RULES.webFeatureParts },
      { line: 4, specifier: '../competitions/parts/board.tsx', rule: RULES.webFeatureParts },
    ]);
    expect(at('apps/web/src/features/teams/team.css')).toEqual([
      { line: 1, specifier: '../home/home.css', rule: RULES.webFeatureParts },
      { line: 2, specifier: '../about/about.css', rule: RULES.webFeatureParts },
    ]);
  });

  it('keeps the web app from importing the server', () => {
    expect(at('apps/web/src/lib/api/errors.ts')).toEqual([{ line: 1, specifier: '../../../../server/src/http/app-error.ts', rule: RULES.webImportsServer }]);
  });

  it('reports nothing else', () => {
    expect(violations).toHaveLength(8);
  });
});
