import type { MenuItem } from '@clearline/contracts';
import { useMemo } from 'react';
import { useAuth } from '../../shared/auth/auth-context';
import { canOpenUrl, useRouteAccess } from '../routing/route-access';
import { type NavLink, navLinks, visibleMenu } from './menu-model';

export interface Navigation {
  /** True until the current organisation's menus have arrived. */
  loading: boolean;
  menu: MenuItem[];
  links: NavLink[];
  canOpen: (url: string) => boolean;
}

const NO_ROLES: number[] = [];

/** The signed-in user's navigation: the organisation's menu through the one permission check. */
export function useNavigation(): Navigation {
  const { status, organization } = useAuth();
  const access = useRouteAccess();
  const roles = status === 'signedIn' ? (organization?.roles ?? NO_ROLES) : null;
  return useMemo(() => {
    const canOpen = (url: string) => canOpenUrl(url, roles, access);
    const menu = status === 'signedIn' ? visibleMenu(organization?.menu ?? [], roles, canOpen) : [];
    return { loading: status === 'loading', menu, links: navLinks(menu), canOpen };
  }, [status, organization, roles, access]);
}
