import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Partner, PartnerPhonesResult } from '@madang/contracts';
import { notify } from '../../../ui/toast.ts';
import { useActionErrorText } from '../../../ui/use-form-errors.ts';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { useAddPartnerPhones, usePartnerPhones, useRemovePartnerPhone } from './api/partners-console-api.ts';

/** One partner's roster: numbers added by pasting or from a CSV file, each with whom it was linked to; an unlinked one can go. */
export function PartnerPhones({ partner }: { partner: Partner }) {
  const { t, i18n } = useTranslation();
  const phones = usePartnerPhones(partner.id);
  const add = useAddPartnerPhones(partner.id);
  const remove = useRemovePartnerPhone(partner.id);
  const errorText = useActionErrorText();
  const [text, setText] = useState('');
  const [result, setResult] = useState<PartnerPhonesResult | null>(null);

  const submit = (numbers: string) =>
    add.mutate(numbers, {
      onSuccess: (answer) => {
        setResult(answer);
        if (answer.problems.length === 0) setText('');
      },
      onError: (error) => notify.error(errorText(error)),
    });
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) submit(await file.text());
  };

  return (
    <section className="partner-roster" aria-label={t('host.partners.rosterOf', { name: i18n.language === 'en' ? partner.name_en : partner.name_ko })} data-testid="partner-roster">
      <label className="field">
        <span>{t('host.partners.paste')}</span>
        <textarea rows={4} value={text} onChange={(event) => setText(event.target.value)} placeholder="010-1234-5678" data-testid="partner-phones-text" />
      </label>
      <div className="host-inline">
        <button type="button" className="btn btn-primary btn-sm" disabled={add.isPending || !text.trim()} onClick={() => submit(text)} data-testid="partner-phones-add">
          {t('host.partners.add')}
        </button>
        <label className="btn btn-outline btn-sm">
          {t('host.partners.upload')}
          <input type="file" accept=".csv,.txt,text/csv,text/plain" className="sr-only" onChange={(event) => void upload(event)} />
        </label>
      </div>
      {result ? (
        <div role="status" data-testid="partner-phones-result">
          <p>{t('host.partners.result', { added: result.added, duplicates: result.duplicates })}</p>
          {result.problems.length > 0 ? (
            <ul className="form-error">
              {result.problems.map((problem) => (
                <li key={problem.line}>{t('host.partners.badLine', { line: problem.line, text: problem.text })}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {phones.isPending ? <Loading /> : null}
      {phones.isError ? <Failed onRetry={() => void phones.refetch()} /> : null}
      {phones.data?.length === 0 ? <Empty text={t('host.partners.noPhones')} /> : null}
      {phones.data && phones.data.length > 0 ? (
        <ul className="pay-console-list">
          {phones.data.map((phone) => (
            <li key={phone.id} className="pay-console-row" data-testid="partner-phone-row">
              <span className="pay-console-main">
                <strong>{phone.phone}</strong>
                <span className="muted">
                  {phone.linked_user_id !== null ? t('host.partners.linkedBy', { name: phone.linked_user_name ?? `#${phone.linked_user_id}` }) : t('host.partners.notLinked')}
                </span>
              </span>
              {phone.linked_user_id === null ? (
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(phone.id, { onError: (error) => notify.error(errorText(error)) })}
                >
                  {t('host.partners.remove')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
