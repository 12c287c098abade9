import { useTranslation } from 'react-i18next';
import { getAppState } from '../../app/app-state.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { opensInNewTab, socialLoginHref } from './social-login.ts';
import './social-login.css';

/** "Continue with Kakao", beside Google's: the same redirect flow through Kakao's OpenID Connect. */
export function KakaoButton() {
  const { t } = useTranslation();
  const locale = useLocale();
  const returnTo = getAppState().loginReturnTo ?? `${window.location.pathname}${window.location.search}`;
  const newTab = opensInNewTab(window.location.search);
  return (
    <a
      className="btn btn-block btn-kakao"
      href={socialLoginHref('kakao', returnTo, locale)}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener' : undefined}
      data-testid="kakao-login"
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="#191919" d="M12 3C6.5 3 2 6.5 2 10.8c0 2.8 1.9 5.2 4.7 6.6l-1 3.6c-.1.3.3.6.6.4l4.2-2.8c.5.1 1 .1 1.5.1 5.5 0 10-3.5 10-7.9S17.5 3 12 3z" />
      </svg>
      {t('auth.continueWithKakao')}
    </a>
  );
}
