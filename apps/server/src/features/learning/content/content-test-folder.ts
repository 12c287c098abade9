import { strToU8 } from 'fflate';
import type { ProjectFiles } from './project-content.ts';

export const text = (value: string) => strToU8(value);
export const both = (ko: string, en: string) => `<!-- ko -->\n${ko}\n\n<!-- en -->\n${en}\n`;

/** The smallest valid project: one stage with a lesson, a quiz and a code step. */
export function minimalFolder(): ProjectFiles {
  return new Map([
    [
      'project.md',
      text(
        `---\nslug: tiny\ncategory: pandas\nlevel: beginner\ntitle:\n  ko: 작은 프로젝트\n  en: Tiny project\nsummary:\n  ko: 요약\n  en: Summary\n---\n${both('설명', 'Description')}`,
      ),
    ],
    ['data/numbers.csv', text('a\n1\n2\n')],
    ['stages/01-start/stage.md', text('---\ntitle:\n  ko: 시작\n  en: Start\nsummary:\n  ko: 요약\n  en: Summary\n---\n')],
    ['stages/01-start/01-read.md', text(`---\nkind: lesson\ntitle:\n  ko: 읽기\n  en: Read\n---\n${both('본문', 'Body')}`)],
    [
      'stages/01-start/02-pick.md',
      text(
        `---\nkind: quiz\ntitle:\n  ko: 고르기\n  en: Pick\nquiz:\n  kind: single\n  options:\n    - id: 1\n      ko: 하나\n      en: One\n    - id: 2\n      ko: 둘\n      en: Two\n  correct:\n    - 2\n  explanation:\n    ko: 둘입니다.\n    en: It is two.\n---\n${both('몇?', 'How many?')}`,
      ),
    ],
    ['stages/01-start/03-code.md', text(`---\nkind: code\ntitle:\n  ko: 코드\n  en: Code\nhints:\n  - ko: 힌트\n    en: Hint\n---\n${both('쓰세요', 'Write it')}`)],
    ['stages/01-start/03-code.starter.py', text('x = ___\n')],
    ['stages/01-start/03-code.solution.py', text('x = 1\n')],
    ['stages/01-start/03-code.check.py', text('check_object("x")\n')],
  ]);
}
