import '../../../styles/console.css';
import '../host.css';
import '../payments/payments-console.css';
import './partners.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Partner } from '@madang/contracts';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { HostSectionBar } from '../nav/host-section-bar.tsx';
import { usePartners } from './api/partners-console-api.ts';
import { PartnerForm } from './partner-form.tsx';
import { PartnerPhones } from './partner-phones.tsx';

/** /host/partners (admins): partner schools, the subscription each grants, and their enrolled phones. */
export default function PartnersPage() {
  const { t, i18n } = useTranslation();
  const partners = usePartners();
  const [editing, setEditing] = useState<Partner | 'new' | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="container page-pad host-page">
      <HostSectionBar />
      <div className="host-head">
        <h1 className="page-title">{t('host.partners.title')}</h1>
        {editing === null ? (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing('new')} data-testid="partner-new">
            {t('host.partners.new')}
          </button>
        ) : null}
      </div>
      <p className="muted">{t('host.partners.lead')}</p>
      {editing !== null ? <PartnerForm key={editing === 'new' ? 'new' : editing.id} partner={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
      {partners.isPending ? <Loading /> : null}
      {partners.isError ? <Failed onRetry={() => void partners.refetch()} /> : null}
      {partners.data?.length === 0 ? <Empty text={t('host.partners.none')} /> : null}
      {partners.data && partners.data.length > 0 ? (
        <ul className="pay-console-list" aria-label={t('host.partners.title')}>
          {partners.data.map((partner) => (
            <li key={partner.id} className="pay-console-row partner-console-row" data-testid="partner-row">
              <span className="chip">{partner.code}</span>
              <span className="pay-console-main">
                <strong>{i18n.language === 'en' ? partner.name_en : partner.name_ko}</strong>
                <span className="muted">
                  {t('host.partners.summary', { days: partner.period_days, phones: partner.phones, linked: partner.linked })} ·{' '}
                  {partner.active ? t('host.partners.active') : t('host.partners.inactive')}
                </span>
              </span>
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(partner)}>
                {t('host.partners.edit')}
              </button>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                aria-expanded={open === partner.id}
                onClick={() => setOpen(open === partner.id ? null : partner.id)}
                data-testid="partner-phones-toggle"
              >
                {t('host.partners.phones')}
              </button>
              {open === partner.id ? <PartnerPhones partner={partner} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
