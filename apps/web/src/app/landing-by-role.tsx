import { type Area, canUseArea } from '@clearline/domain';
import type { ReactElement } from 'react';
import { useAuth } from '../shared/auth/auth-context';

/**
 * One route, two pages by the caller's roles (issue 15): /app/rPRec/rPRecD is every member's landing,
 * and management's (roles 110, 126) is their dashboard. Features never import each other, so the choice
 * is made here, where they meet.
 */
export function ByArea({
  area,
  page,
  otherwise,
}: {
  area: Area;
  page: ReactElement;
  otherwise: ReactElement;
}) {
  const { user, organization } = useAuth();
  const roles = organization?.roles ?? user?.roles ?? [];
  return canUseArea(roles, area) ? page : otherwise;
}
