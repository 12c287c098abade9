import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { useFormErrors } from '../../ui/use-form-errors.ts';

/** A console form's values, its setter per field, the server's refusals and the submit that saves. */
export function useEditorialForm<Values>(initial: Values, save: (values: Values) => Promise<unknown>) {
  const [values, setValues] = useState(initial);
  const { errors, formError, clear, show } = useFormErrors();
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    try {
      await save(values);
    } catch (error) {
      show(error);
    }
  };
  return { values, set, errors, formError, submit };
}

/** The frame of a console form (a notice, an FAQ entry, an interview): its fields, the form's error, Cancel and Save. */
export function EditorialForm({
  listPath,
  saving,
  formError,
  onSubmit,
  children,
}: {
  /** The list Cancel returns to. */
  listPath: string;
  saving: boolean;
  formError: string | null;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <form className="host-form notice-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {children}
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="notice-form-actions">
        <Link className="btn btn-outline" to={lp(listPath)}>
          {t('notice.host.cancel')}
        </Link>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {t('notice.host.save')}
        </button>
      </div>
    </form>
  );
}
