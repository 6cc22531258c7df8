import type { Member } from '../api/get-member.ts';

/** The member the account pages' tests log in as: what MemEmber/Get answers for user 1. */
export const demoMember: Member = {
  id: 1,
  email: 'member@demo.tw',
  displayName: '測試會員',
  phone: null,
  locale: 'zh-TW',
  avatarUrl: null,
  isAdmin: false,
  photographerAuth: false,
  photographerAuthStatus: '',
  createdAt: '2026-01-02T03:04:05.000Z',
};
