import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_INTRO_MAX, PROFILE_LINKS_MAX, type ProfileHeader } from '@madang/contracts/profiles';
import { apiErrorText } from '../../../lib/api/api-error-text.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useSaveAbout } from '../api/profile-api.ts';

/** The owner's introduction and links, edited in place; one link per line. */
export function AboutEditor({ head, onClose }: { head: ProfileHeader; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveAbout(head.id);
  const [introduction, setIntroduction] = useState(head.introduction);
  const [links, setLinks] = useState(head.links.join('\n'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const list = links
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    save.mutate({ introduction, links: list }, { onSuccess: onClose });
  };
  const fieldError = (name: string) => (isApiError(save.error) ? save.error.fields.find((issue) => issue.field.startsWith(name))?.detail : undefined);

  return (
    <form className="profile-about-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="profile-intro">{t('profile.introLabel')}</label>
        <textarea id="profile-intro" rows={3} maxLength={PROFILE_INTRO_MAX} value={introduction} onChange={(event) => setIntroduction(event.target.value)} />
        <span className="field-hint">{t('profile.introHint', { count: introduction.length, max: PROFILE_INTRO_MAX })}</span>
        {fieldError('introduction') ? <span className="field-error">{fieldError('introduction')}</span> : null}
      </div>
      <div className="field">
        <label htmlFor="profile-links">{t('profile.linksLabel')}</label>
        <textarea id="profile-links" rows={3} value={links} placeholder="https://github.com/…" onChange={(event) => setLinks(event.target.value)} />
        <span className="field-hint">{t('profile.linksHint', { max: PROFILE_LINKS_MAX })}</span>
        {fieldError('links') ? <span className="field-error">{fieldError('links')}</span> : null}
      </div>
      {save.isError && !isApiError(save.error) ? <p className="form-error">{apiErrorText(save.error, t)}</p> : null}
      {isApiError(save.error) && save.error.fields.length === 0 ? <p className="form-error">{apiErrorText(save.error, t)}</p> : null}
      <div className="profile-form-actions">
        <button type="button" className="btn btn-outline btn-sm" onClick={onClose}>
          {t('profile.cancel')}
        </button>
        <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
          {t('profile.saveAbout')}
        </button>
      </div>
    </form>
  );
}
