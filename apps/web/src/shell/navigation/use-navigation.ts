import type { MenuItem } from '@clearline/contracts';
import { useContext, useMemo } from 'react';
import { useAuth } from '../../shared/auth/auth-context';
import { canOpenUrl, useRouteAccess } from '../routing/route-access';
import { ExtraMenuContext } from './extra-menu';
import { type NavLink, navLinks, visibleMenu } from './menu-model';

export interface Navigation {
  /** True until the current organisation's menus have arrived. */
  loading: boolean;
  menu: MenuItem[];
  links: NavLink[];
  canOpen: (url: string) => boolean;
}

const NO_ROLES: number[] = [];

/**
 * The signed-in user's navigation: the organisation's menu, then the product's own entries (ExtraMenuContext),
 * through the one permission check.
 */
export function useNavigation(): Navigation {
  const { status, organization } = useAuth();
  const access = useRouteAccess();
  const extra = useContext(ExtraMenuContext);
  const roles = status === 'signedIn' ? (organization?.roles ?? NO_ROLES) : null;
  return useMemo(() => {
    const canOpen = (url: string) => canOpenUrl(url, roles, access);
    const all = [...(organization?.menu ?? []), ...extra];
    const menu = status === 'signedIn' ? visibleMenu(all, roles, canOpen) : [];
    return { loading: status === 'loading', menu, links: navLinks(menu), canOpen };
  }, [status, organization, roles, access, extra]);
}
