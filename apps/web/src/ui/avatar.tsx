import { avatarLook, type AvatarSize } from './avatar-style.ts';

interface AvatarProps {
  user: { id: number; name: string; picture?: string | null };
  size?: AvatarSize;
}

/** Decorative: the user's name is always written next to it or in the control's label. */
export function Avatar({ user, size = 36 }: AvatarProps) {
  const look = avatarLook(user);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (look.kind === 'picture') {
    return <img className="avatar" src={look.src} alt="" width={size} height={size} style={style} />;
  }
  if (look.kind === 'whale') {
    return (
      <span className="avatar" style={{ ...style, background: look.color }} aria-hidden="true">
        <svg viewBox="0 0 32 32" width={size * 0.7} height={size * 0.7} fill="#fff">
          <path d="M4 17c0-5 5-8 11-8 5 0 9 2 11 6 .6-1.6 1.8-3 3.5-3.6-.4 2-.4 3.8.3 5.6-1.6.2-2.8-.4-3.6-1.3C25.4 21 21 24 15 24 8.5 24 4 21.5 4 17z" />
          <circle cx="11" cy="16" r="1.3" fill={look.color} />
          <path d="M13 8c-.4-1.6.4-3 1.8-3.6M13 8c-1.2-1.2-2.8-1.2-4-.4" stroke="#fff" strokeWidth="1.4" fill="none" strokeLinecap="round" />
        </svg>
      </span>
    );
  }
  // The initials are drawn by CSS, like the picture they stand for: as text they would be a visible label the
  // control's name ("마당관리자 님의 메뉴") does not repeat word for word, which speech input relies on.
  return <span className="avatar" style={{ ...style, background: look.color }} aria-hidden="true" data-initials={look.text} />;
}
