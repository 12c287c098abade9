import { lazy, Suspense, useRef, type RefObject } from 'react';

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** Ctrl/Cmd+Enter. */
  onRun: () => void;
  label: string;
  readOnly?: boolean;
  /** Whether the text area had the focus while the editor loaded: the editor takes it over. */
  focused?: RefObject<boolean>;
}

/** While the editor loads, a plain text area holds the same code, so nothing typed is lost. */
function PlainEditor({ value, onChange, onRun, label, readOnly, focused }: CodeEditorProps) {
  return (
    <textarea
      className="edu-editor-plain"
      data-testid="code-editor-loading"
      value={value}
      onFocus={() => focused && (focused.current = true)}
      onBlur={() => focused && (focused.current = false)}
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

// CodeMirror is fetched with the first code step, never with the first visit or the other learning pages. If it
// cannot be fetched (a new version was deployed meanwhile, the network dropped), the text area stays the editor.
const CodeMirrorView = lazy(() => import('./codemirror-view.tsx').catch(() => ({ default: PlainEditor })));

/** The code step's editor: CodeMirror 6 with Python, loaded on demand. */
export function CodeEditor(props: CodeEditorProps) {
  const focused = useRef(false);
  return (
    <Suspense fallback={<PlainEditor {...props} focused={focused} />}>
      <CodeMirrorView {...props} focused={focused} />
    </Suspense>
  );
}
