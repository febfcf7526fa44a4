import AccountBalance from '@mui/icons-material/AccountBalanceOutlined';
import AccountTree from '@mui/icons-material/AccountTreeOutlined';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettingsOutlined';
import Apps from '@mui/icons-material/AppsOutlined';
import Assessment from '@mui/icons-material/AssessmentOutlined';
import Business from '@mui/icons-material/BusinessOutlined';
import Circle from '@mui/icons-material/CircleOutlined';
import CompareArrows from '@mui/icons-material/CompareArrowsOutlined';
import CorporateFare from '@mui/icons-material/CorporateFareOutlined';
import Dashboard from '@mui/icons-material/DashboardOutlined';
import Description from '@mui/icons-material/DescriptionOutlined';
import Dns from '@mui/icons-material/DnsOutlined';
import Extension from '@mui/icons-material/ExtensionOutlined';
import FilterAlt from '@mui/icons-material/FilterAlt';
import Folder from '@mui/icons-material/FolderOutlined';
import Group from '@mui/icons-material/GroupOutlined';
import Help from '@mui/icons-material/HelpOutlineOutlined';
import Home from '@mui/icons-material/HomeOutlined';
import Insights from '@mui/icons-material/InsightsOutlined';
import Key from '@mui/icons-material/KeyOutlined';
import ManageSearch from '@mui/icons-material/ManageSearchOutlined';
import MenuBook from '@mui/icons-material/MenuBookOutlined';
import MonitorHeart from '@mui/icons-material/MonitorHeartOutlined';
import Palette from '@mui/icons-material/PaletteOutlined';
import Payments from '@mui/icons-material/PaymentsOutlined';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import RocketLaunch from '@mui/icons-material/RocketLaunchOutlined';
import Settings from '@mui/icons-material/SettingsOutlined';
import SmartToy from '@mui/icons-material/SmartToyOutlined';
import SpaceDashboard from '@mui/icons-material/SpaceDashboardOutlined';
import Summarize from '@mui/icons-material/SummarizeOutlined';
import SwapHoriz from '@mui/icons-material/SwapHorizOutlined';
import UploadFile from '@mui/icons-material/UploadFileOutlined';
import ViewKanban from '@mui/icons-material/ViewKanbanOutlined';
import Web from '@mui/icons-material/WebOutlined';
import Widgets from '@mui/icons-material/WidgetsOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

/**
 * Menu icons by their Material icon name (the organisation menus name them, e.g. 'dashboard'). Icons are
 * imported one by one (the barrel import is slow); an unknown name gets a small circle.
 */
const ICONS: Record<string, ComponentType<SvgIconProps>> = {
  account_balance: AccountBalance,
  account_tree: AccountTree,
  // Issue 20: the Template and Documentation headings' entries.
  admin_panel_settings: AdminPanelSettings,
  apps: Apps,
  assessment: Assessment,
  business: Business,
  compare_arrows: CompareArrows,
  corporate_fare: CorporateFare,
  dashboard: Dashboard,
  dns: Dns,
  description: Description,
  // issue 15 (dmgmt): Conversion
  filter_alt: FilterAlt,
  extension: Extension,
  folder: Folder,
  group: Group,
  help: Help,
  home: Home,
  insights: Insights,
  // Issue 19: the encryption page
  key: Key,
  // Issue 17: the query page
  manage_search: ManageSearch,
  menu_book: MenuBook,
  monitor_heart: MonitorHeart,
  palette: Palette,
  payments: Payments,
  receipt_long: ReceiptLong,
  rocket_launch: RocketLaunch,
  settings: Settings,
  smart_toy: SmartToy,
  space_dashboard: SpaceDashboard,
  summarize: Summarize,
  swap_horiz: SwapHoriz,
  upload_file: UploadFile,
  view_kanban: ViewKanban,
  web: Web,
  widgets: Widgets,
};

/** The icon names a menu entry may use (the documentation's icon page lists them). */
export const NAV_ICON_NAMES: readonly string[] = Object.keys(ICONS).sort();

export function NavIcon({ name, ...props }: { name?: string | undefined } & SvgIconProps) {
  const Icon = (name && ICONS[name]) || Circle;
  return <Icon aria-hidden="true" {...props} />;
}
