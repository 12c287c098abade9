import { useTranslation } from 'react-i18next';
import { useSession } from '../session/use-session.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { ApiTokenSection } from '../api-tokens/api-token-section.tsx';
import { MarketingSection } from './marketing-section.tsx';
import { NicknameSection } from './nickname-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { PhoneSection } from './phone-section.tsx';
import { TalentPoolSection } from './talent-pool-section.tsx';
import { WithdrawSection } from './withdraw-section.tsx';

/** Account settings; the route's `authback` guard keeps visitors out. */
export default function AccountPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="container narrow page-pad account-page">
      <header className="account-head">
        <Avatar user={user} size={80} />
        <div>
          <h1 className="page-title">{t('account.title')}</h1>
          <p className="muted">{user.email}</p>
        </div>
      </header>
      <NicknameSection key={user.name} user={user} />
      <PasswordSection user={user} />
      <PhoneSection user={user} />
      <MarketingSection user={user} />
      <TalentPoolSection />
      <ApiTokenSection />
      <WithdrawSection user={user} />
    </div>
  );
}
