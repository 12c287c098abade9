import type { MyInfo } from '@madang/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { useLogout } from '../../features/session/use-logout.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Menu } from '../../ui/menu.tsx';
import type { MenuEntry } from '../../ui/menu-types.ts';
import { memberMenuLinks } from '../../app/menus.ts';

/** The avatar menu: profile home, subscription payment, bookmark, account, the host console for hosts, and log-out. */
export function UserMenu({ user }: { user: MyInfo }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const logout = useLogout();
  const items: MenuEntry[] = [
    ...memberMenuLinks(user, 'avatar').map((item) => ({ kind: 'link' as const, to: lp(item.to), label: t(item.label) })),
    { kind: 'separator' },
    { kind: 'action', label: t('header.logout'), onSelect: () => logout.mutate(), testId: 'logout' },
  ];
  return (
    <Menu
      triggerClassName="avatar-trigger"
      triggerLabel={t('header.avatarMenu', { name: user.name })}
      testId="avatar-menu"
      align="end"
      trigger={<Avatar user={user} size={36} />}
      header={
        <>
          <strong>{user.name}</strong>
          <span>{user.email}</span>
        </>
      }
      items={items}
    />
  );
}
