import { describe, expect, it } from 'vitest';
import { AVATAR_PALETTE, avatarColor, avatarInitials, avatarLook } from './avatar-style.ts';

describe('avatar', () => {
  it('has a palette of 20 and picks the colour by id modulo 20', () => {
    expect(AVATAR_PALETTE).toHaveLength(20);
    expect(avatarColor(3)).toBe(AVATAR_PALETTE[3]);
    expect(avatarColor(23)).toBe(AVATAR_PALETTE[3]);
    expect(avatarColor(-1)).toBe(AVATAR_PALETTE[19]);
  });

  it('keeps white initials at least 4.5:1 on every colour', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    for (const color of AVATAR_PALETTE) expect(1.05 / (luminance(color) + 0.05), color).toBeGreaterThanOrEqual(4.5);
  });

  it('takes the first two characters', () => {
    expect(avatarInitials('김마당')).toBe('김마');
    expect(avatarInitials('alice')).toBe('AL');
    expect(avatarInitials(' j ')).toBe('J');
  });

  it('prefers the picture', () => {
    expect(avatarLook({ id: 1, name: '김', picture: '/p.jpeg' })).toEqual({ kind: 'picture', src: '/p.jpeg' });
  });

  it('shows initials on the id colour', () => {
    expect(avatarLook({ id: 42, name: 'data lover', picture: null })).toEqual({
      kind: 'initials',
      text: 'DA',
      color: AVATAR_PALETTE[2],
    });
  });

  it('shows the whale for names with special characters', () => {
    expect(avatarLook({ id: 5, name: '★star', picture: null }).kind).toBe('whale');
    expect(avatarLook({ id: 5, name: 'a_b', picture: null }).kind).toBe('whale');
    expect(avatarLook({ id: 5, name: '데이터 과학자', picture: null }).kind).toBe('initials');
  });
});
