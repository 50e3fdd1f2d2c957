import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics } from '@codemirror/lint';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { Annotation, Compartment, EditorState, type Extension, Prec } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  placeholder,
} from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { buildDiagnostics, type EditorProblem } from './build-diagnostics';
import { languageFor } from './editor-language';
import { editorTheme } from './editor-theme';
import { syntaxClasses } from './syntax-classes';
import './syntax-colours.css';

export interface CodeEditorProps {
  /** Which file: a new path starts a new editor (and a new undo history). */
  path: string;
  /** What the editor shows: the file, or the unsaved draft. A change from outside replaces the text. */
  value: string;
  /** Frozen files and other people's projects: shown, never editable. */
  readOnly: boolean;
  /** The accessible name of the text area. */
  label: string;
  /** Shown while the file is empty. */
  placeholder: string;
  problems: readonly EditorProblem[];
  onChange(text: string): void;
  /** Ctrl/Cmd+S inside the editor. */
  onSave(): void;
}

/** Marks the text replaced from outside: that is no edit of the user's to report back. */
const fromOutside = Annotation.define<boolean>();

const saveKey = (run: () => void) =>
  Prec.highest(
    keymap.of([
      {
        key: 'Mod-s',
        preventDefault: true,
        run: () => {
          run();
          return true;
        },
      },
    ]),
  );

const editing = (readOnly: boolean): Extension => [
  EditorState.readOnly.of(readOnly),
  EditorView.editable.of(!readOnly),
];

/** CodeMirror 6 for one file: colours, search (Ctrl/Cmd+F), undo, bracket help and build errors at their line. */
export default function CodeEditor(props: CodeEditorProps) {
  const { path, value, readOnly, problems } = props;
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const mode = useRef(new Compartment());
  // The editor is made once per file; these let its listeners reach the latest props.
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const { value, readOnly, label, placeholder: empty } = latest.current;
    const language = languageFor(path);
    const created = new EditorView({
      parent: host.current as HTMLDivElement,
      state: EditorState.create({
        doc: value,
        extensions: [
          saveKey(() => latest.current.onSave()),
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightSpecialChars(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          highlightActiveLine(),
          highlightSelectionMatches(),
          syntaxHighlighting(syntaxClasses),
          lintGutter(),
          language ?? [],
          placeholder(empty),
          keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...searchKeymap, ...historyKeymap, indentWithTab]),
          mode.current.of(editing(readOnly)),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          editorTheme,
          EditorView.updateListener.of((update) => {
            const outside = update.transactions.some((t) => t.annotation(fromOutside));
            if (update.docChanged && !outside) latest.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
  }, [path]);

  // A reply, a restore or a save changed the file under an editor with no draft: show the new text.
  useEffect(() => {
    const current = view.current;
    if (!current || current.state.doc.toString() === value) return;
    current.dispatch({
      changes: { from: 0, to: current.state.doc.length, insert: value },
      annotations: fromOutside.of(true),
    });
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: mode.current.reconfigure(editing(readOnly)) });
  }, [readOnly]);

  useEffect(() => {
    const current = view.current;
    if (!current) return;
    current.dispatch(setDiagnostics(current.state, buildDiagnostics(current.state.doc, problems)));
  }, [problems]);

  return <div ref={host} className="h-full min-h-0" />;
}
