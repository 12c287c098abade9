import '../../styles/console.css';
import './inquiries.css';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inquiryKinds, INQUIRY_MESSAGE_MAX, type InquiryInput } from '@madang/contracts';
import { Field } from '../../ui/field.tsx';
import { SelectField } from '../host/form/form-controls.tsx';
import { focusFirstError } from '../../ui/focus-first-error.ts';
import { useFormErrors } from '../../ui/use-form-errors.ts';
import { SitePageText } from '../site-pages/site-page-text.tsx';
import { useSendInquiry } from './api/inquiries-api.ts';

const empty = { organization: '', name: '', email: '', phone: '', kind: 'competition', message: '' } satisfies InquiryInput;

/** /sponsorship: organisations ask to host a competition; the inquiry goes to the admins only, never to a public page. */
export default function InquiryPage() {
  const { t } = useTranslation();
  const send = useSendInquiry();
  const form = useFormErrors();
  const [state, setState] = useState<InquiryInput>(empty);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const messageId = useId();
  const set = (key: keyof InquiryInput) => (e: { target: { value: string } }) => setState((s) => ({ ...s, [key]: e.target.value }));

  useEffect(() => focusFirstError(formRef.current), [form.errors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.clear();
    send.mutate(state, { onSuccess: () => setSentTo(state.email), onError: form.show });
  };

  return (
    <div className="container page-pad host-page">
      <SitePageText pageKey="sponsorship" fallbackTitle={t('host.inquiry.title')} />
      {sentTo !== null ? (
        <section className="cpt-panel host-section" role="status" data-testid="inquiry-sent">
          <h2 className="cpt-section-title">{t('host.inquiry.sentTitle')}</h2>
          <p>{t('host.inquiry.sentBody', { email: sentTo })}</p>
        </section>
      ) : (
        <form ref={formRef} className="cpt-panel host-section" onSubmit={submit} noValidate aria-label={t('host.inquiry.title')}>
          {form.formError ? (
            <p className="field-error" role="alert">
              {form.formError}
            </p>
          ) : null}
          <div className="host-grid">
            <Field
              label={t('host.inquiry.organization')}
              value={state.organization}
              onChange={set('organization')}
              error={form.errors.organization}
              required
              maxLength={100}
              autoComplete="organization"
            />
            <Field label={t('host.inquiry.name')} value={state.name} onChange={set('name')} error={form.errors.name} required maxLength={100} autoComplete="name" />
            <Field type="email" label={t('host.inquiry.email')} value={state.email} onChange={set('email')} error={form.errors.email} required autoComplete="email" />
            <Field
              type="tel"
              label={`${t('host.inquiry.phone')} (${t('host.inquiry.optional')})`}
              value={state.phone}
              onChange={set('phone')}
              error={form.errors.phone}
              maxLength={30}
              autoComplete="tel"
            />
            <SelectField
              label={t('host.inquiry.kind')}
              value={state.kind}
              error={form.errors.kind}
              onChange={set('kind')}
              options={inquiryKinds.map((kind) => ({ value: kind, label: t(`host.inquiry.kinds.${kind}`) }))}
            />
          </div>
          <div className="field">
            <label htmlFor={messageId}>{t('host.inquiry.message')}</label>
            <textarea
              id={messageId}
              className="host-inquiry-text"
              rows={8}
              maxLength={INQUIRY_MESSAGE_MAX}
              value={state.message}
              onChange={set('message')}
              placeholder={t('host.inquiry.messagePlaceholder')}
              aria-invalid={form.errors.message ? true : undefined}
              aria-describedby={form.errors.message ? `${messageId}-error` : undefined}
            />
            {form.errors.message ? (
              <p id={`${messageId}-error`} className="field-error" role="alert">
                {form.errors.message}
              </p>
            ) : null}
          </div>
          <p className="cell-sub">{t('host.inquiry.privacy')}</p>
          <button type="submit" className="btn btn-primary" disabled={send.isPending}>
            {t('host.inquiry.send')}
          </button>
        </form>
      )}
    </div>
  );
}
