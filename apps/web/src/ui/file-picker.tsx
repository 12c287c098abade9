import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../lib/format/bytes.ts';
import { checkFileRules, describeAccept, type FileRuleProblem, type FileRules } from './file-rules.ts';
import './file-picker.css';

interface FilePickerProps {
  /** The field's label; it names the real (visually hidden) input, so `getByLabel` finds it. */
  label: string;
  rules?: FileRules;
  /** What the caller adds to the rules shown before upload (rows, file-name rule, what replaces what). */
  note?: string | undefined;
  /** The chosen file, held by the caller; `null` clears the picker. */
  file: File | null;
  /** Called with a file that passed the rules, or `null` when the picked one did not. */
  onChange: (file: File | null) => void;
  disabled?: boolean | undefined;
  /** The share uploaded so far (0 to 1) while the file is being sent. */
  progress?: number | null | undefined;
  /** The caller's own problem with the file (the server's answer, a row count), in the page's language. */
  error?: string | undefined;
  /** The caller's wording for a broken rule, where the spec names one (the profile picture's size alert). */
  messages?: Partial<Record<FileRuleProblem, string>>;
  testId?: string | undefined;
}

/**
 * The platform's file field: a real button and a drop zone instead of the browser's English
 * "Choose File", the rules before the upload, the chosen file's name and size, a progress bar
 * while it is sent and a problem in the page's language.
 */
export function FilePicker({ label, rules = {}, note, file, onChange, disabled, progress, error, messages, testId }: FilePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<{ name: string; problem: FileRuleProblem } | null>(null);
  const [dragging, setDragging] = useState(false);

  // A cleared picker must fire again for the same file, so the input forgets its value too.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  function pick(chosen: File | undefined) {
    if (!chosen) return onChange(null);
    const found = checkFileRules(chosen, rules);
    setProblem(found ? { name: chosen.name, problem: found } : null);
    onChange(found ? null : chosen);
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) pick(event.dataTransfer.files[0]);
  }

  const types = describeAccept(rules.accept ?? [], (family) => t(`common.filePicker.family.${family}`, { defaultValue: family }));
  const rulesText = [
    rules.accept?.length ? t('common.filePicker.types', { types }) : null,
    rules.maxBytes !== undefined ? t('common.filePicker.maxSize', { size: formatBytes(rules.maxBytes) }) : null,
    note ?? null,
  ].filter(Boolean);
  const shownError = problem
    ? (messages?.[problem.problem] ?? t(`common.filePicker.${problem.problem}`, { name: problem.name, types, size: formatBytes(rules.maxBytes ?? 0) }))
    : error;
  const percent = progress === null || progress === undefined ? null : Math.round(progress * 100);
  const describedBy = [rulesText.length ? `${id}-rules` : null, shownError ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  // The button is described by the label, not named by it: the label names the input alone, so a test's `getByLabel` finds one element.
  const buttonDescribedBy = [`${id}-label`, describedBy].filter(Boolean).join(' ');

  return (
    <div className="field file-picker">
      <label id={`${id}-label`} htmlFor={`${id}-input`}>
        {label}
      </label>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is the pointer's shortcut; the button inside is the keyboard's way and does the same */}
      <div
        className={`file-picker-zone${dragging ? ' is-dragging' : ''}${disabled ? ' is-disabled' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid={testId ? `${testId}-zone` : undefined}
      >
        <input
          ref={input}
          id={`${id}-input`}
          type="file"
          className="sr-only"
          tabIndex={-1}
          accept={rules.accept?.join(',')}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={shownError ? true : undefined}
          onChange={(event) => pick(event.target.files?.[0])}
          data-testid={testId}
        />
        <button type="button" className="btn btn-outline btn-sm" disabled={disabled} aria-describedby={buttonDescribedBy} onClick={() => input.current?.click()}>
          {t('common.filePicker.choose')}
        </button>
        <span className="file-picker-chosen" aria-live="polite">
          {file ? (
            <>
              <span className="mono">{file.name}</span> <span className="cell-sub">{formatBytes(file.size)}</span>
            </>
          ) : (
            <span className="cell-sub">
              {t('common.filePicker.none')} · {t('common.filePicker.drop')}
            </span>
          )}
        </span>
      </div>
      {rulesText.length ? (
        <p id={`${id}-rules`} className="field-hint">
          {rulesText.join(' · ')}
        </p>
      ) : null}
      {percent !== null ? (
        <div className="file-picker-progress">
          <div
            className="file-picker-bar"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={t('common.filePicker.progress', { name: file?.name ?? '' })}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
          <span className="cell-sub">{percent}%</span>
        </div>
      ) : null}
      {shownError ? (
        <p id={`${id}-error`} className="field-error" role="alert" data-testid="file-problem">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
