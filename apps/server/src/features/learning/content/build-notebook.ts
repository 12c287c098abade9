import type { Locale } from '@madang/contracts';
import type { ProjectContent, StepContent } from './project-content.ts';

interface NotebookCell {
  cell_type: 'markdown' | 'code';
  id: string;
  metadata: Record<string, never>;
  source: string[];
  execution_count?: null;
  outputs?: [];
}

/** nbformat 4.5 notebook JSON. */
export interface Notebook {
  nbformat: 4;
  nbformat_minor: 5;
  metadata: Record<string, unknown>;
  cells: NotebookCell[];
}

const copy = {
  ko: {
    data: '## 데이터 파일\n\n아래 셀은 이 프로젝트의 데이터 파일을 `/data` 폴더에 내려받습니다. 마당에서 코드를 실행할 때와 같은 경로입니다.',
    dataComment: '# 프로젝트 데이터 파일을 마당의 실행 환경과 같은 /data 폴더에 받습니다.',
    noFolder: '/data 폴더를 만들 수 없습니다. Colab에서 열거나, 코드의 /data/ 를 파일을 받을 다른 폴더로 바꾸세요.',
    noLink: '## 데이터 파일\n\n프로젝트 페이지에서 다음 파일을 내려받아 `/data` 폴더에 두세요:',
    stage: '단계',
    quiz: '**퀴즈** — 답은 마당의 프로젝트 페이지에서 제출하세요.',
  },
  en: {
    data: '## Data files\n\nThe next cell downloads the project’s data files into `/data`, the folder your code reads them from on Madang.',
    dataComment: '# The project data files, in /data as on Madang.',
    noFolder: 'Cannot create the /data folder. Open this notebook in Colab, or change /data/ in the code to a folder you can write to.',
    noLink: '## Data files\n\nDownload these files from the project page and put them in a `/data` folder:',
    stage: 'Stage',
    quiz: '**Quiz** — answer it on the project’s page on Madang.',
  },
} as const;

/** Notebook sources are lists of lines, each but the last ending in a newline. */
const lines = (text: string) => text.split('\n').map((line, index, all) => (index < all.length - 1 ? `${line}\n` : line));
const markdown = (id: string, text: string): NotebookCell => ({ cell_type: 'markdown', id, metadata: {}, source: lines(text) });
const code = (id: string, text: string): NotebookCell => ({ cell_type: 'code', id, metadata: {}, execution_count: null, outputs: [], source: lines(text) });

/**
 * The project as a notebook in one language, to follow along outside the platform (Colab, Jupyter): lessons and
 * questions as markdown, code steps as their starter code. Checks, model answers and correct options stay out.
 * `dataUrl(name)` gives each data file's download address for the set-up cell.
 */
export function buildNotebook(project: ProjectContent, options: { locale: Locale; dataUrl?: (name: string) => string }): Notebook {
  const { locale } = options;
  const text = copy[locale];
  const cells: NotebookCell[] = [markdown('project', `# ${project.title[locale]}\n\n${project.description[locale]}`)];
  if (project.files.length > 0) {
    const names = project.files.map((file) => file.name);
    if (options.dataUrl) {
      const urls = names.map((name) => `    (${JSON.stringify(name)}, ${JSON.stringify(options.dataUrl!(name))}),`);
      cells.push(markdown('data-files', text.data));
      cells.push(
        code(
          'data-download',
          [
            text.dataComment,
            'import os',
            'import urllib.request',
            '',
            'try:',
            "    os.makedirs('/data', exist_ok=True)",
            'except PermissionError:',
            `    raise SystemExit(${JSON.stringify(text.noFolder)})`,
            'for name, url in [',
            ...urls,
            ']:',
            "    urllib.request.urlretrieve(url, os.path.join('/data', name))",
          ].join('\n'),
        ),
      );
    } else {
      cells.push(markdown('data-files', `${text.noLink}\n\n${names.map((name) => `- \`${name}\``).join('\n')}`));
    }
  }
  for (const stage of project.stages) {
    cells.push(markdown(`stage-${stage.number}`, `## ${text.stage} ${stage.number}. ${stage.title[locale]}\n\n${stage.summary[locale]}`));
    for (const step of stage.steps) cells.push(...stepCells(step, stage.number, locale));
  }
  return {
    nbformat: 4,
    nbformat_minor: 5,
    metadata: { kernelspec: { name: 'python3', display_name: 'Python 3', language: 'python' }, language_info: { name: 'python' } },
    cells,
  };
}

function stepCells(step: StepContent, stageNumber: number, locale: Locale): NotebookCell[] {
  const id = `s${stageNumber}-${step.number}`;
  const heading = `### ${stageNumber}.${step.number} ${step.title[locale]}\n\n${step.body[locale]}`;
  if (step.quiz) {
    const options = step.quiz.options.map((option) => `- ${option.text[locale]}`).join('\n');
    return [markdown(id, [heading, options, copy[locale].quiz].filter(Boolean).join('\n\n'))];
  }
  if (step.code) return [markdown(id, heading), code(`${id}-code`, step.code.starter)];
  return [markdown(id, heading)];
}
