import { useTranslation } from 'react-i18next';

/** The end of a post form: the form's error, Cancel and the submit button. */
export function FormActions({
  ns,
  error,
  pending,
  submitLabel,
  onCancel,
}: {
  ns: 'talk' | 'code';
  error: string | null;
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="talk-form-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {t(`${ns}.form.cancel`)}
        </button>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {submitLabel}
        </button>
      </div>
    </>
  );
}
