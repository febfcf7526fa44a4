import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '../../shared/auth/auth-context';
import { HelpDrawer } from '../help/HelpDrawer';
import { NotificationsDrawer } from '../notifications/NotificationsDrawer';
import { QuickPanel } from '../quick-panel/QuickPanel';
import { documentTitle, useRouteHandle } from '../routing/route-handle';
import { SessionServices } from '../session/SessionServices';
import { SettingsPanel } from '../settings/SettingsPanel';
import { applyLayoutOverride, hidesAllChrome } from '../settings/settings-model';
import { useShellSettings } from '../settings/shell-settings-context';
import { Layout1 } from './Layout1';
import { Layout2 } from './Layout2';
import { SettingsTab } from './SettingsTab';
import { SkipLink } from './SkipLink';
import { ShellPanelsProvider } from './shell-panels';

/**
 * The root element of the route table. It shows the chosen layout around the page, with the current
 * route's layout override on top (entry pages and the 404 page hide every bar; the override ends when
 * the route is left because it is read from the matched routes). Visitors see no chrome, except on
 * routes that offer it to them (the 500 page). A signed-in tab always runs the socket and idle timeout.
 * The browser tab's title is the route's `handle.title`.
 */
export function ShellLayout() {
  const { status } = useAuth();
  const { settings } = useShellSettings();
  const handle = useRouteHandle();
  const signedIn = status !== 'signedOut';
  const routeConfig = applyLayoutOverride(settings.layout.config, handle.layout);
  const chrome = !(handle.layout && hidesAllChrome(routeConfig)) && (signedIn || handle.guestChrome === true);
  const guest = !signedIn;
  const config = guest ? applyLayoutOverride(routeConfig, { navbar: { display: false } }) : routeConfig;
  const Layout = settings.layout.style === 'layout2' ? Layout2 : Layout1;
  // Every page titles its tab from the route table's handle, in this one place.
  useEffect(() => {
    document.title = documentTitle(handle.title);
  }, [handle.title]);

  return (
    <ShellPanelsProvider>
      {status === 'signedIn' ? <SessionServices /> : null}
      {chrome ? (
        <>
          <SkipLink />
          <Layout config={config} guest={guest} />
          {/* The toolbar holds the settings; the edge tab (over the page) only when the toolbar is hidden. */}
          {config.toolbar.display ? null : <SettingsTab />}
          <SettingsPanel />
          {status === 'signedIn' ? (
            <>
              <QuickPanel />
              <NotificationsDrawer />
              <HelpDrawer />
            </>
          ) : null}
        </>
      ) : (
        <Outlet />
      )}
    </ShellPanelsProvider>
  );
}
