// Demo money: platform fees, promo codes and gift cards (README "Gift cards and promo codes").

/** Minor units charged once per order (businesses.platform_fee). */
export const platformFees: Record<string, number> = { demo: 199, sunrise: 0 };

export type SeedCoupon = { business: string; code: string; savingType: 'PERCENT' | 'AMOUNT'; savingValue: number; expiresAt: Date | null };

export const seedCoupons: SeedCoupon[] = [
  // 10 % off item prices (1000 basis points), through the end of 2027.
  { business: 'demo', code: '2026', savingType: 'PERCENT', savingValue: 1000, expiresAt: new Date('2027-12-31T23:59:59Z') },
  // Long expired: shows PROMO_CODE_EXPIRED.
  { business: 'demo', code: '1999', savingType: 'PERCENT', savingValue: 1000, expiresAt: new Date('1999-12-31T23:59:59Z') },
];

export type SeedGiftCard = { business: string; number: string; amount: number; expiresAt: Date | null };

/** Demo numbers are public on purpose (printed in the README); real cards come with unguessable numbers. */
export const seedGiftCards: SeedGiftCard[] = [
  { business: 'demo', number: '5000000000000001', amount: 5000, expiresAt: null },
  { business: 'demo', number: '5000000000000002', amount: 20000, expiresAt: null },
  { business: 'sunrise', number: '5000000000000003', amount: 10000, expiresAt: null },
];
