import { lazy, Suspense } from 'react';

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** Ctrl/Cmd+Enter. */
  onRun: () => void;
  label: string;
  readOnly?: boolean;
}

// CodeMirror is fetched with the first code step, never with the first visit or the other learning pages.
const CodeMirrorView = lazy(() => import('./codemirror-view.tsx'));

/** While the editor loads, a plain text area holds the same code, so nothing typed is lost. */
function PlainEditor({ value, onChange, onRun, label, readOnly }: CodeEditorProps) {
  return (
    <textarea
      className="edu-editor-plain"
      data-testid="code-editor"
      value={value}
      aria-label={label}
      readOnly={readOnly}
      spellCheck={false}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          onRun();
        }
      }}
    />
  );
}

/** The code step's editor: CodeMirror 6 with Python, loaded on demand. */
export function CodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<PlainEditor {...props} />}>
      <CodeMirrorView {...props} />
    </Suspense>
  );
}
