// Spec §9: the notification badge shows at most 99, then '99+'; nothing at all when there is nothing new.
export const BADGE_CAP = 99;

export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}
