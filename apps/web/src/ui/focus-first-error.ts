/**
 * After a refused save the host may be thousands of pixels below the fields the server named:
 * this brings the first invalid control into view and focuses it, so the error is where the eyes are.
 */
export function focusFirstError(root: HTMLElement | null): void {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  // A group (markdown pages, prize rows) marks its error below it rather than on a control.
  const target = invalid ?? root?.querySelector<HTMLElement>('.field-error')?.closest('fieldset, .field')?.querySelector<HTMLElement>('input, textarea, select') ?? null;
  if (!target) {
    // A refusal that names no field: its summary is the thing to read.
    root?.querySelector<HTMLElement>('[role="alert"]')?.scrollIntoView({ block: 'center' });
    return;
  }
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
}
