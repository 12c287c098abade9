import { useEffect, useRef } from 'react';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { python } from '@codemirror/lang-python';
import { bracketMatching, defaultHighlightStyle, indentOnInput, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import type { CodeEditorProps } from './code-editor.tsx';

// 16 px text keeps phones from zooming in on focus; long lines scroll inside the editor, never the page.
const theme = EditorView.theme({
  '&': { fontSize: '16px', maxWidth: '100%' },
  '.cm-scroller': { fontFamily: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace", lineHeight: '1.5', overflow: 'auto' },
  '.cm-content': { minHeight: '220px', padding: '8px 0' },
  '.cm-gutters': { background: '#f6f7fa', borderRight: '1px solid #e6e9ef', color: '#5f6776' },
  '&.cm-focused': { outline: '2px solid #2457e6', outlineOffset: '-2px' },
});

/** CodeMirror 6 with Python: line numbers, highlighting, undo, Tab to indent (Escape then Tab leaves), Ctrl/Cmd+Enter runs. */
export default function CodeMirrorView({ value, onChange, onRun, label, readOnly = false, focused }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // The latest callbacks, so the editor made once always calls the current ones.
  const callbacks = useRef({ onChange, onRun });
  callbacks.current = { onChange, onRun };
  const runFromKeyboard = () => {
    callbacks.current.onRun();
    return true;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is made once per step; later values arrive through the effect below.
  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          drawSelection(),
          history(),
          indentOnInput(),
          bracketMatching(),
          indentUnit.of('    '),
          python(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          keymap.of([
            // Cmd+Enter on a Mac, Ctrl+Enter everywhere.
            { key: 'Mod-Enter', run: runFromKeyboard },
            { key: 'Ctrl-Enter', run: runFromKeyboard },
            ...defaultKeymap,
            ...historyKeymap,
            indentWithTab,
          ]),
          EditorState.readOnly.of(readOnly),
          EditorView.contentAttributes.of({ 'aria-label': label, 'data-testid': 'code-editor' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
          }),
          theme,
        ],
      }),
    });
    view.current = editor;
    if (focused?.current) editor.focus();
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, [label, readOnly]);

  // A reset or a copied model answer replaces the text from outside.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  return <div ref={host} className="edu-editor" />;
}
