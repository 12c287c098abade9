import type { NewUser } from '../accounts/create-user.ts';

/** The documented demo accounts (README); their passwords are public, so the seed never runs on a database with users. */
export const demoAccounts = {
  member: { email: 'member@madang.dev', password: 'madang-member', name: '데이터새싹', totalXp: 320 },
  leader: { email: 'leader@madang.dev', password: 'madang-leader', name: '팀장하늘', totalXp: 2_780, smsVerified: true },
  subscriber: { email: 'subscriber@madang.dev', password: 'madang-subscriber', name: '열공러', totalXp: 1_150 },
  host: { email: 'host@madang.dev', password: 'madang-host', name: '마당운영팀', role: 'host', totalXp: 0 },
  admin: { email: 'admin@madang.dev', password: 'madang-admin', name: '마당관리자', role: 'admin', totalXp: 0 },
} as const satisfies Record<string, NewUser>;

/** Other competitors on the demo boards; they share one password (README). */
export const demoParticipants: NewUser[] = ['모델장인', '피처요정', '그래디언트', '랜덤포레', '부스팅킹', '데이터곰'].map((name, index) => ({
  email: `competitor${index + 1}@madang.dev`,
  password: 'madang-competitor',
  name,
  totalXp: 500 + index * 450,
  smsVerified: true,
}));
